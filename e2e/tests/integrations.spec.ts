import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn, signInStaff } from '../support/session';
import { startWebhookReceiver } from '../support/webhook-receiver';

/** e2e/fixtures/integrations.json: a project and its client, used by no other browser test. */
const SHOP = { guid: 'c7a1e2b3-4d5f-4a6b-8c7d-9e0f1a2b3c02', name: 'Ironworks Shop' };
const IRIS = { guid: 'c7a1e2b3-4d5f-4a6b-8c7d-9e0f1a2b3c01', email: 'iris@ironworks.example' };

interface Posted {
  type: string;
  data: { ticket: { ticketGuid: string; title: string }; actor: { name: string }; update?: { text: string } };
}

test('an admin makes an API token, an integration opens and answers a ticket with it, a webhook is told, and revoking stops it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver<Posted>();
  const { posted } = receiver;
  const hookUrl = receiver.url;
  try {
    await signInStaff(page);
    let token = '';
    await test.step('Settings → API tokens: a token with two scopes, shown once', async () => {
      await page.goto('/agency/settings');
      const form = page.getByRole('form', { name: 'New API token' });
      await form.getByRole('textbox', { name: /Name/ }).fill('Shop CRM');
      await form.getByRole('checkbox', { name: /tickets:read/ }).check();
      await form.getByRole('checkbox', { name: /tickets:write/ }).check();
      await form.getByRole('combobox', { name: 'Expires' }).selectOption({ label: 'In 30 days' });
      await form.getByRole('button', { name: 'Make token' }).click();
      const shown = page.getByLabel('API token of Shop CRM');
      await expect(shown).toHaveText(/^cpt_/);
      token = (await shown.textContent())!.trim();
      await expectNoAxeViolations(page);
    });

    await test.step('Monitoring → Alerts: a webhook told of new tickets and public updates', async () => {
      await page.goto('/agency/monitoring/alerts');
      const form = page.getByRole('form', { name: 'Add channel' });
      await form.getByLabel('Name').fill('Shop CRM hook');
      await form.getByLabel('Kind').selectOption({ label: 'Webhook (signed JSON)' });
      await form.getByLabel('Webhook address').fill(hookUrl);
      await form.getByRole('checkbox', { name: 'A ticket is opened' }).check();
      await form.getByRole('checkbox', { name: 'A public update is posted (by staff or the client)' }).check();
      await form.getByRole('button', { name: 'Add channel' }).click();
      await expect(page.getByText('Helpdesk events: ticket.created, ticket.update_posted')).toBeVisible();
    });

    const api = page.request;
    const auth = { authorization: `Bearer ${token}` };
    let ticketGuid = '';
    await test.step('the integration opens a ticket for the client and answers it', async () => {
      const opened = await api.post('/api/agency/tickets', {
        headers: auth,
        data: {
          projectGuid: SHOP.guid,
          onBehalfOfUserGuid: IRIS.guid,
          name: 'Order 5521 not shipped',
          description: '<p>From the CRM.</p>',
        },
      });
      expect(opened.status()).toBe(201);
      ticketGuid = ((await opened.json()) as { ticketGuid: string }).ticketGuid;
      const answered = await api.post(`/api/agency/tickets/${ticketGuid}/updates`, {
        headers: auth,
        data: { updateText: '<p>The parcel left today.</p>', internal: false },
      });
      expect(answered.status()).toBe(201);
      // Outside its scopes: refused.
      expect((await api.get('/api/agency/projects', { headers: auth })).status()).toBe(403);
    });

    await test.step('the webhook is told of both, signed, naming the integration', async () => {
      await expect
        .poll(() => posted.filter((p) => p.body.data.ticket?.ticketGuid === ticketGuid).map((p) => p.body.type), {
          timeout: 30_000,
        })
        .toEqual(['ticket.created', 'ticket.update_posted']);
      for (const { body, signature } of posted.filter((p) => p.body.data.ticket?.ticketGuid === ticketGuid)) {
        expect(signature).toMatch(/^v1,/);
        expect(body.data.actor.name).toBe('Shop CRM');
      }
    });

    await test.step('the client reads the integration’s answer under its name', async () => {
      const context = await browser.newContext();
      const client = await context.newPage();
      await signIn(client, IRIS.email);
      await client.goto(`/tickets/${ticketGuid}`);
      await expect(client.getByText('The parcel left today.')).toBeVisible();
      await expect(client.getByText('Order 5521 not shipped', { exact: false }).first()).toBeVisible();
      await context.close();
    });

    await test.step('revoked in Settings, the token stops at once; its last use is shown', async () => {
      await page.goto('/agency/settings');
      const item = page.getByRole('listitem').filter({ hasText: 'Shop CRM' });
      await expect(item).toContainText(/Last used .* from /);
      page.once('dialog', (dialog) => void dialog.accept());
      await item.getByRole('button', { name: 'Revoke Shop CRM' }).click();
      await expect(item.getByText('Revoked', { exact: true })).toBeVisible();
      expect((await api.get('/api/agency/tickets', { headers: auth })).status()).toBe(401);
    });

    await test.step('at 375 px the tokens card fits the screen', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/agency/settings');
      await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('heading', { name: 'API tokens' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('api-tokens-375.png'), fullPage: false });
    });

    await test.step('the webhook is removed again', async () => {
      await page.goto('/agency/monitoring/alerts');
      await page.getByRole('button', { name: 'Remove Shop CRM hook' }).click();
      await page.getByRole('button', { name: 'Yes, remove' }).click();
      await expect(page.getByText('Shop CRM hook removed.')).toBeVisible();
    });
  } finally {
    await receiver.close();
  }
});
