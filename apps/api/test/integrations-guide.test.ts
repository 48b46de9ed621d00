import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AlertChannel, AuditPage, ThreadEntry } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertWorker } from '../src/domain/alerts/deliver-alerts.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, DEMO_PASSWORD } from './helpers/demo-seed.js';
import { buildTestApp, type TestApp } from './helpers/test-app.js';
import { startReceiver } from './helpers/webhook-receiver.js';

const GUIDE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/integrations.md');

/** The guide's code blocks of one language, in order. */
const blocks = (language: string) =>
  [...readFileSync(GUIDE, 'utf8').matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1]!,
  );

/** docs/integrations.md, as an integrator follows it: its commands run as written against a real server. */
describe('the integrator’s guide', () => {
  let t: TestApp;
  let portal: string;
  let workDir: string;
  beforeAll(async () => {
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { MONITOR_ALLOW_PRIVATE: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    portal = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    workDir = mkdtempSync(path.join(os.tmpdir(), 'integrations-guide-'));
  });
  afterAll(async () => {
    rmSync(workDir, { recursive: true, force: true });
    await t?.close();
  });

  it('gets a token, lists tickets, posts a note and changes a ticket with the curl lines it shows', async () => {
    const script = ['set -euo pipefail', ...blocks('sh'), 'echo "TICKET=$TICKET"'].join('\n');
    // Run beside the server (this process answers the curl calls): never a synchronous child.
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        'bash',
        ['-c', script],
        { env: { ...process.env, PORTAL: portal, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: DEMO_PASSWORD } },
        (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
      );
    });
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const ticketGuid = lines.at(-1)!.replace('TICKET=', '');
    // The list's lines, the note's time, and the new priority.
    expect(lines.some((line) => line.startsWith(`${ticketGuid} `))).toBe(true);
    expect(lines).toContain('high');
  });

  it('names the token’s integration as the note’s author in the thread and the audit log', async () => {
    const admin = await login(t.app, ADMIN.email, DEMO_PASSWORD);
    const audit = await t.app.inject({ method: 'GET', url: '/api/agency/audit', headers: bearer(admin) });
    const note = (audit.json() as AuditPage).items.find((entry) => entry.action === 'internal note')!;
    expect(note.actor).toMatchObject({ firstName: 'CRM sync' });
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/agency/tickets/${note.objectGuid}`,
      headers: bearer(admin),
    });
    const thread = (ticket.json() as { thread: ThreadEntry[] }).thread;
    expect(thread.at(-1)).toMatchObject({ internal: true, updateText: '<p>Invoice 2291 was paid today.</p>' });
  });

  it('checks a real delivery’s signature with the function it shows, and refuses a changed body', async () => {
    const file = path.join(workDir, 'verify.mjs');
    writeFileSync(file, blocks('js').join('\n'));
    const { verifyWebhook } = (await import(pathToFileURL(file).href)) as {
      verifyWebhook: (secret: string, headers: Record<string, unknown>, body: string, now?: number) => boolean;
    };
    const receiver = await startReceiver();
    try {
      const admin = await login(t.app, ADMIN.email, DEMO_PASSWORD);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/agency/alert-channels',
        headers: bearer(admin),
        payload: { name: 'CRM', kind: 'webhook', url: receiver.url('/crm'), events: ['ticket.created'] },
      });
      const channel = added.json() as AlertChannel;
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/agency/tickets',
        headers: bearer(admin),
        payload: {
          projectGuid: (await t.db.selectFrom('projects').select('project_guid').executeTakeFirstOrThrow())
            .project_guid,
          onBehalfOfUserGuid: (
            await t.db
              .selectFrom('users')
              .select('user_guid')
              .where('email', '=', 'client@example.com')
              .executeTakeFirstOrThrow()
          ).user_guid,
          name: 'Signed',
          description: '<p>Hello</p>',
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const worker = createAlertWorker({
        db: t.db,
        publicUrl: t.config.publicUrl,
        leaseMs: 60_000,
        allowPrivate: true,
        log: { warn() {}, error() {} },
      });
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      const [delivery] = receiver.to('/crm');
      expect(verifyWebhook(channel.secret!, delivery!.headers, delivery!.body)).toBe(true);
      expect(verifyWebhook(channel.secret!, delivery!.headers, delivery!.body.replace('Signed', 'Forged'))).toBe(false);
      expect(verifyWebhook(channel.secret!, delivery!.headers, delivery!.body, Date.now() + 10 * 60_000)).toBe(false);
    } finally {
      await receiver.close();
    }
  });
});
