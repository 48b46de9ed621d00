import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyReport, REPORT_GUID, SCHEDULE_GUID } from '../../features/agency-site-care/testing';
import { calledPaths, mockApi, ok } from '../../test/mock-api';
import { renderAt } from '../../test/render';
import { Component as ReportPreview } from './agency-report-preview';

const REPORT_PATH = `/api/agency/sitecarereports/${REPORT_GUID}`;
const UPTIME_PATH = `/api/sitecarereports/${REPORT_GUID}/uptime`;
const NOT_MEASURED = { measured: null, daily: [], incidents: [], maintenance: [] };

function renderPreview(report = agencyReport(), uptime: unknown = NOT_MEASURED) {
  const fetchMock = mockApi({ [REPORT_PATH]: ok(report), [UPTIME_PATH]: ok(uptime) });
  const view = renderAt(`/agency/sitecare/reports/${REPORT_GUID}/preview`, [
    { path: '/agency/sitecare/reports/:reportGuid/preview', element: <ReportPreview /> },
  ]);
  return { ...view, fetchMock };
}

describe('Report preview (/agency/sitecare/reports/{reportGuid}/preview)', () => {
  it('shows a draft as the client will see it once completed, under the preview banner, without asking the client API', async () => {
    const { fetchMock } = renderPreview(agencyReport({ pluginsUpdated: '<ul><li>Yoast SEO 23.7</li></ul>' }));
    expect(
      await screen.findByText('Preview: this is what the client will see once the report is completed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the report' })).toHaveAttribute(
      'href',
      `/agency/sitecare/reports/${REPORT_GUID}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Care: acme.example 2026-11' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Details' })).toHaveTextContent('Yoast SEO 23.7');
    expect(screen.queryByText(/not been fully completed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/sitecarereports/schedule/${SCHEDULE_GUID}`,
    );
    // The report itself comes from the staff answer; the month's measurements as the client's screen reads them.
    expect(calledPaths(fetchMock)).toEqual([REPORT_PATH, UPTIME_PATH]);
  });

  it('shows a completed report’s cards, hiding the untouched stubs as the client sees them', async () => {
    renderPreview(
      agencyReport({
        completedDateTime: '2026-11-06T12:00:00Z',
        pluginsUpdated: '<ul><li>WooCommerce 9.4.0</li></ul>',
        cmsCoreVersion: '6.7.1',
        cmsCoreUpdate: 'AlreadyAtLatest',
        downtimes: 0,
      }),
    );
    expect(await screen.findByRole('region', { name: 'Details' })).toHaveTextContent('WooCommerce 9.4.0');
    expect(screen.getByText('Preview: this is what the client sees')).toBeInTheDocument();
    expect(screen.getByText('Not updated - already at latest version')).toBeInTheDocument();
    expect(screen.getByText('none (perfect)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Site health' })).not.toBeInTheDocument();
    expect(screen.queryByText(/not been fully completed/)).not.toBeInTheDocument();
  });

  it('reads a completed report’s measurements as the client’s screen does', async () => {
    const { fetchMock } = renderPreview(agencyReport({ completedDateTime: '2026-11-06T12:00:00Z' }), {
      ...NOT_MEASURED,
      measured: { intervalSeconds: 60, confirmChecks: 2 },
    });
    expect(
      await screen.findByText(
        'Your site is checked from our server every minute; uptime is the share of checks it answered, and an outage counts from 2 failed checks in a row.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/monitored from 5 locations/)).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual([REPORT_PATH, UPTIME_PATH]);
  });
});
