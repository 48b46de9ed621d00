import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ANALYTICS, fail, mockApi, ok, PROJECT_GUID, renderAt, UPTIME } from '../testing';
import { DashboardPageView } from './dashboard-page-view';

const pagePath = (guid: string) => `/api/dashboardpages/${guid}`;
const PAGES_PATH = `/api/dashboardpages/project/${PROJECT_GUID}`;
const NOT_FOUND_TEXT = 'Project not found: The project does not exist or you do not have access.';

const renderPage = (guid = ANALYTICS.dashboardPageGuid) =>
  renderAt(`/dashboardpages/${guid}`, [
    { path: '/dashboardpages/:dashboardPageGuid', Component: RoutedView },
    { path: '/dashboardpages/project/:projectGuid', element: <p>Project dashboard pages grid</p> },
  ]);

/** Passes the address's GUID, as app/routes/dashboard-page.tsx does. */
function RoutedView() {
  const { dashboardPageGuid = '' } = useParams();
  return <DashboardPageView dashboardPageGuid={dashboardPageGuid} />;
}

describe('DashboardPageView', () => {
  it('shows "Loading..." while the page loads', () => {
    mockApi({ [pagePath(ANALYTICS.dashboardPageGuid)]: 'never' });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the title, the tabs of the project’s pages with the current one marked, and a link back', async () => {
    mockApi({
      [pagePath(ANALYTICS.dashboardPageGuid)]: ok({ dashboardPage: ANALYTICS }),
      [PAGES_PATH]: ok({ dashboardPages: [ANALYTICS, UPTIME] }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Website analytics' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Website analytics'));

    const tabs = within(screen.getByRole('navigation', { name: 'Dashboard pages of this project' }));
    await waitFor(() => expect(tabs.getAllByRole('link')).toHaveLength(2));
    const current = tabs.getByRole('link', { name: 'Website analytics' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('nav-link', 'active');
    const other = tabs.getByRole('link', { name: 'Uptime' });
    expect(other).toHaveAttribute('href', `/dashboardpages/${UPTIME.dashboardPageGuid}`);
    expect(other).not.toHaveAttribute('aria-current');

    expect(screen.getByRole('link', { name: 'Back to dashboard pages' })).toHaveAttribute(
      'href',
      `/dashboardpages/project/${PROJECT_GUID}`,
    );
  });

  it('embeds the page url in a titled, sandboxed 1000 x 1000 frame, at least 480 and at most 100% wide', async () => {
    mockApi({
      [pagePath(ANALYTICS.dashboardPageGuid)]: ok({ dashboardPage: ANALYTICS }),
      [PAGES_PATH]: ok({ dashboardPages: [ANALYTICS] }),
    });
    renderPage();
    const frame = await screen.findByTitle('Website analytics');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', ANALYTICS.url);
    expect(frame).toHaveAttribute('width', '1000');
    expect(frame).toHaveAttribute('height', '1000');
    expect(frame.style.minWidth).toBe('480px');
    expect(frame.style.maxWidth).toBe('100%');
    const sandbox = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  it('puts the frame in a named region that takes keyboard focus, so a narrow screen can scroll it', async () => {
    mockApi({
      [pagePath(ANALYTICS.dashboardPageGuid)]: ok({ dashboardPage: ANALYTICS }),
      [PAGES_PATH]: ok({ dashboardPages: [ANALYTICS] }),
    });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Dashboard: Website analytics' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByTitle('Website analytics').tagName).toBe('IFRAME');
    // Reached by Tab straight after the "Open in a new tab" link.
    screen.getByRole('link', { name: 'Open in a new tab' }).focus();
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
  });

  it('offers the page in a new tab for hosts that refuse to be framed', async () => {
    mockApi({
      [pagePath(ANALYTICS.dashboardPageGuid)]: ok({ dashboardPage: ANALYTICS }),
      [PAGES_PATH]: ok({ dashboardPages: [ANALYTICS] }),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Open in a new tab' });
    expect(link).toHaveAttribute('href', ANALYTICS.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('still shows the page with its own tab when the project’s page list fails', async () => {
    mockApi({
      [pagePath(ANALYTICS.dashboardPageGuid)]: ok({ dashboardPage: ANALYTICS }),
      [PAGES_PATH]: fail(500, 'internal', 'Internal error.'),
    });
    renderPage();
    const tabs = within(await screen.findByRole('navigation', { name: 'Dashboard pages of this project' }));
    expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['Website analytics']);
    expect(screen.getByTitle('Website analytics')).toBeInTheDocument();
  });

  it('switches to another page from its tab, and still asks the server for that page', async () => {
    const fetchMock = mockApi({
      [pagePath(ANALYTICS.dashboardPageGuid)]: ok({ dashboardPage: ANALYTICS }),
      [pagePath(UPTIME.dashboardPageGuid)]: ok({ dashboardPage: UPTIME }),
      [PAGES_PATH]: ok({ dashboardPages: [ANALYTICS, UPTIME] }),
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    const tabs = within(await screen.findByRole('navigation', { name: 'Dashboard pages of this project' }));
    await user.click(await tabs.findByRole('link', { name: 'Uptime' }));
    expect(router.state.location.pathname).toBe(`/dashboardpages/${UPTIME.dashboardPageGuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uptime' })).toBeInTheDocument();
    expect(screen.getByTitle('Uptime')).toHaveAttribute('src', UPTIME.url);
    expect(tabs.getByRole('link', { name: 'Uptime' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(pagePath(UPTIME.dashboardPageGuid)),
    );
  });

  it('replaces a page shown from the project’s list with the not-found message when the server refuses it', async () => {
    mockApi({
      [pagePath(ANALYTICS.dashboardPageGuid)]: ok({ dashboardPage: ANALYTICS }),
      [pagePath(UPTIME.dashboardPageGuid)]: fail(401, 'unauthorized', 'You are not authorised to view this item.'),
      [PAGES_PATH]: ok({ dashboardPages: [ANALYTICS, UPTIME] }),
    });
    const user = userEvent.setup();
    renderPage();
    const tabs = within(await screen.findByRole('navigation', { name: 'Dashboard pages of this project' }));
    await user.click(await tabs.findByRole('link', { name: 'Uptime' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND_TEXT);
    expect(screen.queryByTitle('Uptime')).not.toBeInTheDocument();
  });

  it.each([
    ['missing (404)', fail(404, 'not_found', 'Dashboard page not found.')],
    ['another client’s (401)', fail(401, 'unauthorized', 'You are not authorised to view this item.')],
  ])('shows the project-not-found message when the page is %s', async (_, answer) => {
    mockApi({ [pagePath(ANALYTICS.dashboardPageGuid)]: answer });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND_TEXT);
    expect(screen.queryByTitle('Website analytics')).not.toBeInTheDocument();
  });

  it('shows "Bad request" for a 400', async () => {
    mockApi({ [pagePath(ANALYTICS.dashboardPageGuid)]: fail(400, 'bad_request', 'The request was malformed.') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Bad request' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', fail(500, 'internal', 'Internal error.')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('shows a failure message for %s', async (_, answer) => {
    mockApi({ [pagePath(ANALYTICS.dashboardPageGuid)]: answer });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch dashboard page' })).toBeInTheDocument();
  });

  it('shows "Invalid parameter" for a malformed GUID without calling the server', async () => {
    const fetchMock = mockApi({});
    renderPage('not-a-guid');
    expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'Invalid parameter' })).toBeInTheDocument();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
