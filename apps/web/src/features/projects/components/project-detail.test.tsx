import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalConfig } from '../../../config/portal-config';
import {
  calledPaths,
  fail,
  MEMBER_GUID,
  mockApi,
  ok,
  projectDetail,
  projectListItem,
  REDESIGN_GUID,
  renderAt,
  SCHEDULE_GUID,
} from '../testing';
import { ProjectDetail } from './project-detail';

const DETAIL_PATH = `/api/projects/${REDESIGN_GUID}`;
const LIST_PATH = `/api/projects/user/${MEMBER_GUID}`;
const TICKETS_PATH = `/api/ticketviews/project/${REDESIGN_GUID}`;

const renderDetail = (projectGuid = REDESIGN_GUID) =>
  renderAt(`/projects/${projectGuid}`, [
    {
      path: '/projects/:projectGuid',
      element: (
        <ProjectDetail
          projectGuid={projectGuid}
          memberGuid={MEMBER_GUID}
          dashboardPages={<p>dashboard pages slot</p>}
          newTicketPath={`/tickets/new?projectGuid=${projectGuid}`}
        />
      ),
    },
  ]);

describe('ProjectDetail', () => {
  it('shows "Loading..." while the project loads', () => {
    mockApi({ [DETAIL_PATH]: 'never', [LIST_PATH]: 'never', [TICKETS_PATH]: 'never' });
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the name, status, start date and current period in dd-MMM-yyyy', async () => {
    mockApi({ [DETAIL_PATH]: ok(projectDetail()), [LIST_PATH]: ok([]), [TICKETS_PATH]: ok([]) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Details' }));
    expect(facts.getByText('Status').nextElementSibling).toHaveTextContent(/^active$/);
    expect(facts.getByText('active')).toHaveClass('text-bg-success');
    expect(facts.getByText('Start date').nextElementSibling).toHaveTextContent(/^01-Mar-2024$/);
    expect(facts.getByText('Current period start').nextElementSibling).toHaveTextContent(/^01-Nov-2026$/);
    expect(facts.getByText('Current period end').nextElementSibling).toHaveTextContent(/^30-Nov-2026$/);
    await screen.findByText('No tickets.');
  });

  it('shows an inactive project as "inactive"', async () => {
    mockApi({ [DETAIL_PATH]: ok(projectDetail({ status: 'archived' })), [LIST_PATH]: ok([]), [TICKETS_PATH]: ok([]) });
    renderDetail();
    const facts = within(await screen.findByRole('region', { name: 'Details' }));
    expect(facts.getByText('Status').nextElementSibling).toHaveTextContent(/^inactive$/);
    await screen.findByText('No tickets.');
  });

  it('lists the authorised users with first name, last name and email', async () => {
    mockApi({ [DETAIL_PATH]: ok(projectDetail()), [LIST_PATH]: ok([]), [TICKETS_PATH]: ok([]) });
    renderDetail();
    const users = within(await screen.findByRole('region', { name: 'Authorised users' }));
    const items = users.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Casey Client');
    expect(within(items[0]!).getByRole('link', { name: 'client@example.com' })).toHaveAttribute(
      'href',
      'mailto:client@example.com',
    );
    expect(items[1]).toHaveTextContent('Sam Stone');
    expect(items[1]).toHaveTextContent('sam@example.com');
    await screen.findByText('No tickets.');
  });

  it('renders the dashboard pages it is given, with a link to the project’s dashboard pages grid', async () => {
    mockApi({ [DETAIL_PATH]: ok(projectDetail()), [LIST_PATH]: ok([]), [TICKETS_PATH]: ok([]) });
    renderDetail();
    const section = within(await screen.findByRole('region', { name: 'Dashboard pages' }));
    expect(section.getByText('dashboard pages slot')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'All dashboard pages' })).toHaveAttribute(
      'href',
      `/dashboardpages/project/${REDESIGN_GUID}`,
    );
    await screen.findByText('No tickets.');
  });

  it('links to the project’s tickets and gives the support address as a mailto link', async () => {
    mockApi({ [DETAIL_PATH]: ok(projectDetail()), [LIST_PATH]: ok([]), [TICKETS_PATH]: ok([]) });
    renderDetail();
    const tickets = within(await screen.findByRole('region', { name: 'Tickets' }));
    expect(tickets.getByRole('link', { name: 'All tickets for this project' })).toHaveAttribute(
      'href',
      `/tickets/project/${REDESIGN_GUID}`,
    );
    expect(tickets.getByRole('link', { name: 'New ticket' })).toHaveAttribute(
      'href',
      `/tickets/new?projectGuid=${REDESIGN_GUID}`,
    );
    const note = tickets.getByText(/^To raise a new support ticket, email us at/);
    expect(note).toHaveTextContent(`To raise a new support ticket, email us at ${portalConfig.supportEmail}`);
    expect(within(note).getByRole('link', { name: portalConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${portalConfig.supportEmail}`,
    );
    await screen.findByText('No tickets.');
  });

  it('gives the project’s own support address when the agency turned project addresses on', async () => {
    portalConfig.projectSupportEmail = 'support+p-{code}@agency.example';
    try {
      mockApi({ [DETAIL_PATH]: ok(projectDetail()), [LIST_PATH]: ok([]), [TICKETS_PATH]: ok([]) });
      renderDetail();
      const tickets = within(await screen.findByRole('region', { name: 'Tickets' }));
      const address = `support+p-${REDESIGN_GUID.slice(0, 8)}@agency.example`;
      expect(tickets.getByText(/^To raise a new support ticket, email us at/)).toHaveTextContent(
        `To raise a new support ticket, email us at ${address}`,
      );
      expect(tickets.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
      await screen.findByText('No tickets.');
    } finally {
      delete portalConfig.projectSupportEmail;
    }
  });

  it('links to the Site Care reports when the project has a schedule', async () => {
    mockApi({ [DETAIL_PATH]: ok(projectDetail()), [LIST_PATH]: ok([projectListItem()]), [TICKETS_PATH]: ok([]) });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Site Care reports' })).toHaveAttribute(
      'href',
      `/sitecarereports/schedule/${SCHEDULE_GUID}`,
    );
  });

  it('has no Site Care link when the project has no schedule', async () => {
    mockApi({
      [DETAIL_PATH]: ok(projectDetail()),
      [LIST_PATH]: ok([projectListItem({ siteCareScheduleGuid: null })]),
      [TICKETS_PATH]: ok([]),
    });
    renderDetail();
    await screen.findByText('No tickets.');
    expect(screen.queryByRole('link', { name: 'Site Care reports' })).not.toBeInTheDocument();
  });

  it('shows "Not found" and "Project {id} not found." for a 404', async () => {
    const fetchMock = mockApi({
      [DETAIL_PATH]: fail(404, 'not_found', 'Project not found.'),
      [LIST_PATH]: ok([]),
      [TICKETS_PATH]: fail(404, 'not_found', 'Project not found.'),
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(`Project ${REDESIGN_GUID} not found.`);
    expect(calledPaths(fetchMock)).not.toContain(TICKETS_PATH);
  });

  it('shows "Unauthorised" and "You are not authorised to view this item." for a 401', async () => {
    mockApi({
      [DETAIL_PATH]: fail(401, 'unauthorized', 'You are not authorised to view this item.'),
      [LIST_PATH]: ok([]),
      [TICKETS_PATH]: 'never',
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unauthorised' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('You are not authorised to view this item.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each([
    ['a 500', fail(500, 'internal', 'Internal error.')],
    ['a 400', fail(400, 'bad_request', 'projectGuid is not a valid GUID.')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('shows "Unexpected error" for %s', async (_, answer) => {
    mockApi({ [DETAIL_PATH]: answer, [LIST_PATH]: ok([]), [TICKETS_PATH]: 'never' });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unexpected error' })).toBeInTheDocument();
  });
});
