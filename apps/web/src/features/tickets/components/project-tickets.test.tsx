import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  json,
  mockApi,
  PROJECT_GUID,
  projectDetail,
  renderWithRouter,
  ticketView,
  type MockAnswer,
} from '../testing';
import { ProjectTickets } from './project-tickets';

const PROJECT_PATH = `/api/projects/${PROJECT_GUID}`;
const TICKETS_PATH = `/api/ticketviews/project/${PROJECT_GUID}`;

function renderPage(answers: { project?: MockAnswer; tickets?: MockAnswer }) {
  mockApi({
    [PROJECT_PATH]: answers.project ?? json(projectDetail()),
    [TICKETS_PATH]: answers.tickets ?? json([ticketView()]),
  });
  return renderWithRouter(
    <ProjectTickets projectGuid={PROJECT_GUID} newTicketPath={`/tickets/new?projectGuid=${PROJECT_GUID}`} />,
  );
}

describe('ProjectTickets (/tickets/project/{projectGuid})', () => {
  it('shows "Loading ..." while the project or its tickets load', async () => {
    renderPage({ tickets: 'pending' });
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('heads the list "Tickets for {project name}" and lists the tickets without a project column', async () => {
    renderPage({
      tickets: json([
        ticketView(),
        ticketView({
          ticketId: 100087,
          ticketGuid: 'b7e1c2d3-0005-4e1f-9a05-100000000005',
          name: 'Old',
          status: 'deleted',
        }),
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tickets for Acme Website Redesign' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 tickets')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Title', 'Created by', 'Status']);
    expect(screen.getByRole('link', { name: 'Old' })).toHaveAttribute(
      'href',
      '/tickets/b7e1c2d3-0005-4e1f-9a05-100000000005',
    );
    expect(screen.getByText('#00087')).toBeInTheDocument();
    expect(screen.getByText('deleted', { selector: '.badge' })).toHaveClass('text-bg-secondary');
    expect(document.title).toBe('Tickets for Acme Website Redesign');
  });

  it('offers "New ticket" for the project', async () => {
    renderPage({});
    expect(await screen.findByRole('link', { name: 'New ticket' })).toHaveAttribute(
      'href',
      `/tickets/new?projectGuid=${PROJECT_GUID}`,
    );
  });

  it('names the project and says "No tickets at the moment." when it has no tickets', async () => {
    renderPage({ tickets: json([]) });
    expect(await screen.findByText('No tickets at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tickets for Acme Website Redesign');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['the project', { project: apiError(401) }],
    ['the ticket list', { tickets: apiError(401) }],
  ])('shows "Unauthorized" when %s answers 401', async (_what, answers) => {
    renderPage(answers);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('You are not authorized to view this project.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['a network exception', { tickets: new TypeError('Failed to fetch') }],
    ['a 500', { tickets: apiError(500) }],
    ['an unknown project (404)', { project: apiError(404), tickets: apiError(404) }],
  ])('shows "Error" / "Unknown error" on %s', async (_what, answers) => {
    renderPage(answers);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Unknown error');
  });
});
