import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalConfig } from '../../../config/portal-config';
import { fail, mockApi, ok, renderAt, schedule } from '../testing';
import { ScheduleList } from './schedule-list';

const renderList = () => renderAt('/sitecareschedules/', [{ path: '/sitecareschedules', element: <ScheduleList /> }]);

describe('ScheduleList', () => {
  it('shows "Loading..." while the schedules load', () => {
    mockApi({ '/api/sitecareschedules': 'never' });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows one card per schedule with its domain link, active badge, ordinal day and report count', async () => {
    mockApi({
      '/api/sitecareschedules': ok([
        schedule(),
        schedule({
          siteCareScheduleGuid: '6a3c9e2f-1d7b-4f5a-9c8e-4d1b7f2a3c30',
          domainName: 'paused.example',
          status: 'paused',
          siteCareDay: 22,
          countOfSiteCareReports: 0,
        }),
      ]),
    });
    renderList();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const acme = within(cards[0]!);
    expect(acme.getByRole('link', { name: 'acme-widgets.example' })).toHaveAttribute(
      'href',
      '/sitecarereports/schedule/2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10',
    );
    expect(acme.getByText('active')).toHaveClass('badge');
    expect(acme.getByText('Site care day of month').nextElementSibling).toHaveTextContent('15th');
    expect(acme.getByText('Reports').nextElementSibling).toHaveTextContent('3');

    const paused = within(cards[1]!);
    expect(paused.getByRole('link', { name: 'paused.example' })).toHaveAttribute(
      'href',
      '/sitecarereports/schedule/6a3c9e2f-1d7b-4f5a-9c8e-4d1b7f2a3c30',
    );
    // Spec §4: statuses other than active get no badge at all.
    expect(paused.queryByText('active')).not.toBeInTheDocument();
    expect(paused.queryByText('paused')).not.toBeInTheDocument();
    expect(paused.getByText('Site care day of month').nextElementSibling).toHaveTextContent('22nd');
    expect(paused.getByText('Reports').nextElementSibling).toHaveTextContent('0');
  });

  it('explains Site Care with a learn-more link when the client has no schedules', async () => {
    mockApi({ '/api/sitecareschedules': ok([]) });
    renderList();

    const panel = await screen.findByRole('region', { name: 'About Site Care' });
    expect(panel).toHaveTextContent('website maintenance, security and updates');
    expect(within(panel).getByRole('link', { name: 'Learn more about Site Care' })).toHaveAttribute(
      'href',
      portalConfig.siteCareInfoUrl,
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the fetch helper\'s "Error fetching data" with the server text and status when the schedules fail', async () => {
    mockApi({ '/api/sitecareschedules': fail(500, 'internal', 'Internal server error.') });
    renderList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching data');
    expect(alert).toHaveTextContent('Internal server error. (500)');
  });
});
