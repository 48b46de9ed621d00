import type { AgencyProjectDetail as AgencyProjectDetailData, ProjectUptime } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer, type MockRequest } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { clientSearch } from '../../../test/search-picker';
import { CASEY, clientSummary, PAGES, PROJECT_GUID, projectDetail, SAM, SCHEDULE_GUID } from '../testing';
import { AgencyProjectDetail } from './agency-project-detail';

const PROJECT_PATH = `/api/agency/projects/${PROJECT_GUID}`;

interface Answers {
  project?: AgencyProjectDetailData;
  uptime?: ProjectUptime;
  addPage?: (request: MockRequest) => Answer;
  schedule?: (request: MockRequest) => Answer;
}

function renderProject({ project = projectDetail(), uptime, addPage, schedule }: Answers = {}) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const record = (path: string, answer: (request: MockRequest) => Answer) => (request: MockRequest) => {
    if (request.method !== 'GET') writes.push({ method: request.method, path, body: request.body });
    return answer(request);
  };
  const answers: Parameters<typeof mockApi>[0] = {
    [PROJECT_PATH]: record(PROJECT_PATH, () => ok(project)),
    '/api/agency/projects': ok([project]),
    '/api/agency/clients': clientSearch([clientSummary(CASEY), clientSummary(SAM)]),
    [`${PROJECT_PATH}/dashboardpages`]: record(
      `${PROJECT_PATH}/dashboardpages`,
      addPage ?? ((request) => ({ status: 201, body: { ...PAGES[0], ...(request.body as object), sortOrder: 3 } })),
    ),
    [`${PROJECT_PATH}/sitecareschedule`]: record(
      `${PROJECT_PATH}/sitecareschedule`,
      schedule ?? ((request) => ok({ ...project.schedule, ...(request.body as object) })),
    ),
    [`${PROJECT_PATH}/monitors`]: ok([]),
    [`/api/projects/${PROJECT_GUID}/uptime`]: ok(uptime ?? NOT_MONITORED),
    [`${PROJECT_PATH}/users/${SAM.userGuid}`]: record(`${PROJECT_PATH}/users/${SAM.userGuid}`, () => ok({})),
    [`${PROJECT_PATH}/users/${CASEY.userGuid}`]: record(`${PROJECT_PATH}/users/${CASEY.userGuid}`, () => ok({})),
  };
  for (const page of PAGES) {
    const path = `/api/agency/dashboardpages/${page.dashboardPageGuid}`;
    answers[path] = record(path, (request) => ok({ ...page, ...(request.body as object) }));
  }
  mockApi(answers);
  const view = renderAt(`/agency/projects/${PROJECT_GUID}`, [
    { path: '/agency/projects/:projectGuid', element: <AgencyProjectDetail projectGuid={PROJECT_GUID} /> },
  ]);
  return { ...view, writes };
}

const section = (name: string) => screen.findByRole('region', { name });

const NOT_MONITORED: ProjectUptime = {
  state: 'not-monitored',
  since: null,
  uptime: { h24: null, d7: null, d30: null, d90: null },
  monitoredSince: null,
  maintenance: null,
  daily: [],
  incidents: [],
  method: { intervalSeconds: null, confirmChecks: 2 },
};

describe('AgencyProjectDetail (/agency/projects/{projectGuid})', () => {
  it('shows staff the uptime and incidents its clients see', async () => {
    renderProject({
      uptime: {
        ...NOT_MONITORED,
        state: 'operational',
        since: '2026-11-27T10:00:00.000Z',
        uptime: { h24: 100, d7: 99.5, d30: 99.9, d90: 99.95 },
        monitoredSince: '2025-06-02T08:00:00.000Z',
        maintenance: null,
        incidents: [
          {
            startedAt: '2026-11-26T08:00:00.000Z',
            endedAt: '2026-11-26T08:12:00.000Z',
            durationSeconds: 720,
            cause: 'The site did not answer',
          },
        ],
        method: { intervalSeconds: 300, confirmChecks: 2 },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeInTheDocument();
    const uptime = await section('Uptime');
    expect(within(uptime).getByText('Operational')).toBeVisible();
    expect(within(uptime).getByText('99.50%')).toBeVisible();
    expect(within(uptime).getByText('The site did not answer')).toBeVisible();
  });

  it('shows no uptime for a project without monitors', async () => {
    renderProject();
    await section('Monitoring');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Uptime' })).toBeNull());
  });

  it('shows the project, "View as client", its users, pages, monitors, schedule and history', async () => {
    renderProject();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View as client' })).toHaveAttribute('href', `/projects/${PROJECT_GUID}`);
    const users = await section('Authorised users');
    expect(within(users).getByRole('link', { name: 'Casey Client' })).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'Invite a new client' })).toHaveAttribute(
      'href',
      `/agency/clients/new?projectGuid=${PROJECT_GUID}`,
    );
    const pages = within(await section('Dashboard pages')).getByRole('list', { name: 'Dashboard pages, in order' });
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Analytics'),
      expect.stringContaining('Uptime'),
      expect.stringContaining('Sales'),
    ]);
    expect(await within(await section('Monitoring')).findByText('No monitors yet.')).toBeInTheDocument();
    expect(
      within(await section('Site Care schedule')).getByRole('link', { name: /Site Care reports for acme\.example/ }),
    ).toHaveAttribute('href', `/agency/sitecare/schedules/${SCHEDULE_GUID}`);
    expect(within(await section('History')).getByText('name: Acme Site → Acme Website Redesign')).toBeInTheDocument();
  });

  it('says "Project not found" for an unknown project', async () => {
    mockApi({ [PROJECT_PATH]: fail(404, 'not_found', 'Not found.') });
    renderAt(`/agency/projects/${PROJECT_GUID}`, [
      { path: '/agency/projects/:projectGuid', element: <AgencyProjectDetail projectGuid={PROJECT_GUID} /> },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Project not found');
  });

  it('saves only the changed fields of the project', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject();
    const form = await screen.findByRole('form', { name: 'Edit project' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'archived');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Changes saved.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: PROJECT_PATH, body: { status: 'archived' } }]);
  });

  it('shows a status of older data as stored, and keeps it while other fields change', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject({ project: projectDetail({ status: 'maintenance' }) });
    const form = await screen.findByRole('form', { name: 'Edit project' });
    const status = within(form).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveDisplayValue('maintenance (kept until you choose another)');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed project');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Changes saved.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: PROJECT_PATH, body: { name: 'Renamed project' } }]);
  });

  it('adds a page with an icon chosen by keyboard, and refuses an http:// address', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject();
    const form = await screen.findByRole('form', { name: 'Add a page' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Search Console');
    const icons = within(form).getByRole('group', { name: 'Icon' });
    // Space picks the focused icon; the arrow keys move the choice, as in any radio group.
    within(icons).getByRole('radio', { name: 'Speedometer' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(icons).getByRole('radio', { name: 'Bar chart' })).toBeChecked();
    const url = within(form).getByRole('textbox', { name: 'Address (https://)' });
    await user.type(url, 'http://search.example/acme');
    await user.click(within(form).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('Must be an https:// address'));
    expect(writes).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://search.example/acme');
    await user.click(within(form).getByRole('button', { name: 'Add page' }));
    expect(await screen.findByText('Search Console added.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `${PROJECT_PATH}/dashboardpages`,
        body: { title: 'Search Console', iconClass: 'bi bi-bar-chart', url: 'https://search.example/acme' },
      },
    ]);
  });

  it('asks for an icon before adding a page', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject();
    const form = await screen.findByRole('form', { name: 'Add a page' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Search Console');
    await user.type(within(form).getByRole('textbox', { name: 'Address (https://)' }), 'https://search.example');
    await user.click(within(form).getByRole('button', { name: 'Add page' }));
    expect(await within(form).findByText('Choose an icon.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('moves a page up and down by its place (sortOrder)', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject();
    await screen.findByRole('region', { name: 'Dashboard pages' });
    expect(screen.getByRole('button', { name: 'Move Analytics up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Sales down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Uptime up' }));
    expect(await screen.findByText('Uptime moved up.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Uptime down' }));
    expect(await screen.findByText('Uptime moved down.')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PATCH', path: `/api/agency/dashboardpages/${PAGES[1]!.dashboardPageGuid}`, body: { sortOrder: 0 } },
      { method: 'PATCH', path: `/api/agency/dashboardpages/${PAGES[1]!.dashboardPageGuid}`, body: { sortOrder: 2 } },
    ]);
  });

  it('edits a page sending only what changed, and removes one after asking', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject();
    // Escape leaves the form, and the keyboard is back on Edit.
    await user.click(await screen.findByRole('button', { name: 'Edit Sales' }));
    expect(
      within(screen.getByRole('form', { name: 'Edit Sales' })).getByRole('textbox', { name: 'Title' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Sales' })).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Edit Sales' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Sales' }));
    const form = screen.getByRole('form', { name: 'Edit Sales' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Shop');
    await user.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Sales saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Analytics' }));
    const question = screen.getByRole('group', { name: /Remove Analytics\?/ });
    expect(within(question).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Remove Analytics\?/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Analytics removed.')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PATCH', path: `/api/agency/dashboardpages/${PAGES[2]!.dashboardPageGuid}`, body: { title: 'Shop' } },
      { method: 'DELETE', path: `/api/agency/dashboardpages/${PAGES[0]!.dashboardPageGuid}`, body: undefined },
    ]);
  });

  it('refuses Site Care day 29 in the browser, then saves day 28', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject();
    const form = within(await section('Site Care schedule'));
    const day = form.getByRole('spinbutton', { name: 'Day of the month (1–28)' });
    await user.clear(day);
    await user.type(day, '29');
    await user.click(form.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription('Enter a day from 1 to 28.'));
    expect(writes).toEqual([]);

    await user.clear(day);
    await user.type(day, '28');
    await user.selectOptions(form.getByRole('combobox', { name: 'Schedule status' }), 'paused');
    await user.click(form.getByRole('button', { name: 'Save schedule' }));
    expect(await form.findByText('Schedule saved.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: `${PROJECT_PATH}/sitecareschedule`,
        body: { domainName: 'acme.example', siteCareDay: 28, status: 'paused' },
      },
    ]);
  });

  it('shows the server’s refusal of a domain on the domain field', async () => {
    const user = userEvent.setup();
    renderProject({ schedule: () => fail(400, 'bad_request', 'domainName: domainName is taken by another project') });
    const form = within(await section('Site Care schedule'));
    await user.click(form.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Domain' })).toHaveAccessibleDescription(
        'domainName is taken by another project',
      ),
    );
  });

  it('finds a client, adds them, and removes a user', async () => {
    const user = userEvent.setup();
    const { writes } = renderProject();
    const users = within(await section('Authorised users'));
    // Typing searches (once it pauses): no button to press.
    await user.type(users.getByRole('searchbox', { name: 'Search clients' }), 'a');
    const results = await users.findByRole('list', { name: 'Matching clients' });
    expect(within(results).getByText('Already added')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Add Sam Stone' }));
    expect(await users.findByText('Sam Stone added.')).toBeInTheDocument();
    await user.click(users.getByRole('button', { name: 'Remove Casey Client' }));
    await user.click(users.getByRole('button', { name: 'Yes, remove' }));
    expect(await users.findByText('Casey Client removed.')).toBeInTheDocument();
    expect(users.getByRole('searchbox', { name: 'Search clients' })).toHaveFocus();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT ${PROJECT_PATH}/users/${SAM.userGuid}`,
      `DELETE ${PROJECT_PATH}/users/${CASEY.userGuid}`,
    ]);
  });
});
