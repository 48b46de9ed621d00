import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fakeDashboardHosts } from '../support/dashboard-hosts';
import { signIn, signInStaff } from '../support/session';

const REDESIGN = { guid: '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01', name: 'Acme Website Redesign' };
const ANALYTICS_PAGE = 'a1b2c3d4-1111-4a1a-8b1b-000000000001';
const OTHER_CLIENT_GUID = '9b4e7c2d-1a8f-4d6b-a3e9-6c5f2b8d4a44';
const BIOS_TICKET = 'b7e1c2d3-0002-4e1f-9a02-100000000002';
const ACME_SCHEDULE = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';
const ACME_OCTOBER_REPORT = 'd4c3b2a1-0002-4b2c-8d02-200000000002';
const ACME_NOVEMBER_REPORT = 'd4c3b2a1-0001-4b1c-8d01-200000000001';
/** A well-formed version-4 GUID: the reset form is ready to use (whether the server knows it only shows on submit). */
const RESET_GUID = '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

interface Screen {
  name: string;
  path: string;
  /** Waits for what a user sees once the screen has its data. */
  isReady: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const main = (page: Page) => page.getByRole('main');

const SIGNED_OUT_SCREENS: Screen[] = [
  {
    name: 'login',
    path: '/login',
    isReady: (page) => expect(page.getByRole('button', { name: 'Log in' })).toBeVisible(),
  },
  {
    name: 'get reset link',
    path: '/login/getresetlink/',
    isReady: (page) => expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible(),
  },
  {
    name: 'reset',
    path: `/login/reset?guid=${RESET_GUID}`,
    isReady: (page) => expect(page.getByRole('button', { name: 'Reset' })).toBeEnabled(),
  },
  {
    name: 'reset with an invalid link',
    path: '/login/reset?guid=bogus',
    isReady: (page) => expect(page.getByRole('alert')).toContainText('Reset link is not valid'),
  },
];

const SIGNED_IN_SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/home',
    isReady: async (page) => {
      await expect(heading(page, 'My projects')).toBeVisible();
      await expect(main(page).getByRole('article')).toHaveCount(2);
    },
  },
  {
    name: 'projects',
    path: '/projects',
    isReady: async (page) => {
      await expect(heading(page, 'My Projects')).toBeVisible();
      await expect(main(page).getByRole('article')).toHaveCount(2);
    },
  },
  {
    name: 'project',
    path: `/projects/${REDESIGN.guid}`,
    isReady: async (page) => {
      await expect(heading(page, REDESIGN.name)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Dashboard pages' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'project tickets',
    path: `/tickets/project/${REDESIGN.guid}`,
    isReady: async (page) => {
      await expect(heading(page, `Tickets for ${REDESIGN.name}`)).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'project dashboard pages',
    path: `/dashboardpages/project/${REDESIGN.guid}`,
    isReady: async (page) => {
      await expect(heading(page, 'Dashboard pages')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Dashboard pages' }).getByRole('link')).toHaveCount(3);
    },
  },
  {
    name: 'dashboard page',
    path: `/dashboardpages/${ANALYTICS_PAGE}`,
    isReady: async (page) => {
      await expect(heading(page, 'Website analytics')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Dashboard pages of this project' }).getByRole('link'),
      ).toHaveCount(3);
      await expect(
        page.frameLocator('iframe[title="Website analytics"]').getByText('Stand-in dashboard'),
      ).toBeVisible();
    },
  },
  {
    name: 'tickets',
    path: '/tickets',
    isReady: async (page) => {
      await expect(heading(page, 'Tickets')).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'ticket',
    path: `/tickets/${BIOS_TICKET}`,
    isReady: async (page) => {
      await expect(heading(page, 'Add new team member bios #00198')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Authorised users' })).toContainText('Casey Client');
      await expect(page.getByRole('region', { name: 'Updates (2)' })).toBeVisible();
    },
  },
  {
    name: 'new ticket',
    path: `/tickets/new?projectGuid=${REDESIGN.guid}`,
    isReady: async (page) => {
      await expect(heading(page, 'New ticket')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
    },
  },
  {
    name: 'notification settings',
    path: '/account/notifications',
    isReady: async (page) => {
      await expect(heading(page, 'Notification settings')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Updates on tickets' })).toBeVisible();
    },
  },
  {
    name: 'site care schedules',
    path: '/sitecareschedules/',
    isReady: async (page) => {
      await expect(heading(page, 'Site Care')).toBeVisible();
      await expect(main(page).getByRole('article')).toHaveCount(1);
    },
  },
  {
    name: 'schedule reports',
    path: `/sitecarereports/schedule/${ACME_SCHEDULE}`,
    isReady: async (page) => {
      await expect(heading(page, 'Site Care Reports for acme-widgets.example')).toBeVisible();
      await expect(main(page).getByRole('article')).toHaveCount(3);
    },
  },
  {
    name: 'report',
    path: `/sitecarereports/${ACME_OCTOBER_REPORT}`,
    isReady: async (page) => {
      await expect(heading(page, 'Site Care: acme-widgets.example 2026-10')).toBeVisible();
      await expect(page.getByRole('region', { name: 'About', exact: true })).toBeVisible();
    },
  },
  {
    name: 'report not yet completed',
    path: `/sitecarereports/${ACME_NOVEMBER_REPORT}`,
    isReady: (page) =>
      expect(page.getByText('This report has not been fully completed. Please check back soon.')).toBeVisible(),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    isReady: (page) => expect(heading(page, 'Page not found')).toBeVisible(),
  },
];

const STAFF_SCREENS: Screen[] = [
  {
    name: 'inbox',
    path: '/agency?view=all',
    isReady: async (page) => {
      await expect(heading(page, 'Inbox')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Inbox views' }).getByRole('link', { name: /^All \d+$/ }),
      ).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'agency ticket',
    path: `/agency/tickets/${BIOS_TICKET}`,
    isReady: async (page) => {
      await expect(heading(page, '#00198 Add new team member bios')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
    },
  },
  {
    name: 'new ticket',
    path: `/agency/tickets/new?projectGuid=${REDESIGN.guid}`,
    isReady: async (page) => {
      await expect(heading(page, 'New ticket')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(REDESIGN.name);
      await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
    },
  },
  {
    name: 'clients',
    path: '/agency/clients',
    isReady: async (page) => {
      await expect(heading(page, 'Clients')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Olivia Other' })).toBeVisible();
    },
  },
  {
    name: 'new client',
    path: `/agency/clients/new?projectGuid=${REDESIGN.guid}`,
    isReady: async (page) => {
      await expect(heading(page, 'New client')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Find a project' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Chosen projects' })).toContainText(REDESIGN.name);
    },
  },
  {
    name: 'client',
    path: `/agency/clients/${OTHER_CLIENT_GUID}`,
    isReady: async (page) => {
      await expect(heading(page, 'Olivia Other')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    },
  },
  {
    name: 'projects',
    path: '/agency/projects',
    isReady: async (page) => {
      await expect(heading(page, 'Projects')).toBeVisible();
      await expect(main(page).getByRole('link', { name: REDESIGN.name })).toBeVisible();
    },
  },
  {
    name: 'new project',
    path: '/agency/projects/new',
    isReady: (page) => expect(heading(page, 'New project')).toBeVisible(),
  },
  {
    name: 'agency project',
    path: `/agency/projects/${REDESIGN.guid}`,
    isReady: async (page) => {
      await expect(heading(page, REDESIGN.name)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Dashboard pages, in order' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Line graph' })).toBeAttached();
    },
  },
  {
    name: 'monitoring',
    path: '/agency/monitoring',
    isReady: async (page) => {
      await expect(heading(page, 'Monitoring')).toBeVisible();
      await expect(main(page).getByText(/^No monitors yet\.|sites? (is|are) /)).toBeVisible();
    },
  },
  {
    name: 'email to sort',
    path: '/agency/emails',
    isReady: async (page) => {
      await expect(heading(page, 'Email to sort')).toBeVisible();
      await expect(
        main(page)
          .getByText(/^Nothing to sort\.|^From /)
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'saved replies',
    path: '/agency/saved-replies',
    isReady: async (page) => {
      await expect(heading(page, 'Saved replies')).toBeVisible();
      await expect(main(page).getByRole('textbox', { name: 'Text' })).toBeVisible();
    },
  },
  {
    name: 'alert settings',
    path: '/agency/monitoring/alerts',
    isReady: async (page) => {
      await expect(heading(page, 'Alerts')).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Save defaults' })).toBeVisible();
      await expect(
        main(page)
          .getByText(/^Nothing delivered yet\.|^When$/)
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'site care',
    path: '/agency/sitecare',
    isReady: async (page) => {
      await expect(heading(page, 'Site Care')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'acme-widgets.example' }).first()).toBeVisible();
    },
  },
  {
    name: 'schedule reports (staff)',
    path: `/agency/sitecare/schedules/${ACME_SCHEDULE}`,
    isReady: (page) => expect(page.getByRole('heading', { level: 1, name: /acme-widgets\.example/ })).toBeVisible(),
  },
  {
    name: 'report form',
    path: `/agency/sitecare/reports/${ACME_NOVEMBER_REPORT}`,
    isReady: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /acme-widgets\.example, November 2026/ })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Summary' })).toBeVisible();
    },
  },
  {
    name: 'report preview',
    path: `/agency/sitecare/reports/${ACME_OCTOBER_REPORT}/preview`,
    isReady: async (page) => {
      await expect(page.getByText('Preview: this is what the client sees')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Summary', exact: true })).toBeVisible();
    },
  },
  {
    name: 'settings',
    path: '/agency/settings',
    isReady: async (page) => {
      await expect(heading(page, 'Settings')).toBeVisible();
      await expect(main(page).getByRole('cell', { name: 'agency@example.com' })).toBeVisible();
    },
  },
  {
    name: 'audit log',
    path: '/agency/audit',
    isReady: async (page) => {
      await expect(heading(page, 'Audit log')).toBeVisible();
      await expect(main(page).getByText('203.0.113.10').first()).toBeVisible();
    },
  },
  {
    name: 'two-factor sign-in',
    path: '/agency/account/security',
    isReady: async (page) => {
      await expect(heading(page, 'Two-factor sign-in')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
    },
  },
  {
    name: 'notification settings (staff)',
    path: '/agency/account/notifications',
    isReady: async (page) => {
      await expect(heading(page, 'Notification settings')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Client replies' })).toBeVisible();
    },
  },
];

async function open(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await screen.isReady(page);
  // Nothing is still loading (the shared loading line reads "Loading..." or, for ticket lists, "Loading ...").
  await expect(page.getByText(/^Loading ?\.\.\.$/)).toHaveCount(0);
}

// The seed's dates are UTC; no fade-in is running while axe measures colours.
test.use({ timezoneId: 'UTC', reducedMotion: 'reduce' });

/**
 * Every screen of a group in one page, one after the other, as a user goes from screen to screen: each is checked
 * (axe, and no sideways scrolling) in a step of its own, and a violation on one does not stop the others.
 */
async function checkScreens(page: Page, screens: Screen[]) {
  test.setTimeout(screens.length * 15_000);
  for (const screen of screens) {
    await test.step(`the ${screen.name} screen has no accessibility violations`, async () => {
      await open(page, screen);
      await expectNoAxeViolations(page, { soft: true });
      // Nothing runs off the side of a phone's screen.
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect.soft(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
    });
  }
}

for (const { name: widthName, viewport } of WIDTHS) {
  test.describe(`axe at ${viewport.width} px (${widthName})`, () => {
    test.use({ viewport });

    test(`the screens of a signed-out visitor: ${SIGNED_OUT_SCREENS.map((s) => s.name).join(', ')}`, async ({
      page,
    }) => {
      await checkScreens(page, SIGNED_OUT_SCREENS);
    });

    test(`the screens of a signed-in client: ${SIGNED_IN_SCREENS.map((s) => s.name).join(', ')}`, async ({ page }) => {
      await fakeDashboardHosts(page);
      await signIn(page);
      await checkScreens(page, SIGNED_IN_SCREENS);
    });

    test(`the screens of the agency's staff: ${STAFF_SCREENS.map((s) => s.name).join(', ')}`, async ({ page }) => {
      await signInStaff(page);
      await checkScreens(page, STAFF_SCREENS);
    });
  });
}
