import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderAt, report, schedule, SCHEDULE_GUID } from '../../features/site-care/testing';
import { Component as SiteCareReports } from './site-care-reports';

const routes = [
  { path: '/sitecarereports', element: <SiteCareReports /> },
  { path: '/sitecarereports/schedule/:scheduleGuid', element: <SiteCareReports /> },
];

describe('/sitecarereports', () => {
  it("lets the client pick one of their schedules when no schedule is given, then shows that schedule's reports", async () => {
    mockApi({
      '/api/sitecareschedules': ok([schedule()]),
      [`/api/sitecareschedules/${SCHEDULE_GUID}`]: ok(schedule()),
      [`/api/sitecarereports/schedule/${SCHEDULE_GUID}`]: ok([report()]),
    });
    const { router } = renderAt('/sitecarereports', routes);

    expect(screen.getByRole('heading', { level: 1, name: 'Site Care Reports' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('link', { name: 'acme-widgets.example' }));

    expect(router.state.location.pathname).toBe(`/sitecarereports/schedule/${SCHEDULE_GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Care Reports for acme-widgets.example' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oct-2026' })).toBeInTheDocument();
  });

  it('shows the Site Care info panel on the picker when the client has no schedules', async () => {
    mockApi({ '/api/sitecareschedules': ok([]) });
    renderAt('/sitecarereports', routes);
    expect(await screen.findByRole('region', { name: 'About Site Care' })).toBeInTheDocument();
  });
});
