import { ALREADY_AT_LATEST } from '@client-portal/contract';
import { describe, expect, it } from 'vitest';
import { agencyReport } from '../testing';
import { ReportFields, reportChange, reportValues } from './report-fields';

const parse = (values: ReturnType<typeof reportValues>) => ReportFields.parse(values);

describe('reportChange', () => {
  it('sends nothing for a report left as it was, stubs included', () => {
    const report = agencyReport();
    expect(reportChange(report, parse(reportValues(report)))).toEqual({});
  });

  it('sends an emptied text as null and a typed number as a number', () => {
    const report = agencyReport({ pluginsUpdated: '<p>Akismet</p>', downtimes: null });
    const values = { ...reportValues(report), pluginsUpdated: '', downtimes: '3' };
    expect(reportChange(report, parse(values))).toEqual({ pluginsUpdated: null, downtimes: 3 });
  });

  it('sends the CMS core update as a version, AlreadyAtLatest or null', () => {
    const report = agencyReport({ cmsCoreUpdate: null });
    const values = reportValues(report);
    expect(reportChange(report, parse({ ...values, coreUpdateChoice: 'latest' }))).toEqual({
      cmsCoreUpdate: ALREADY_AT_LATEST,
    });
    expect(
      reportChange(report, parse({ ...values, coreUpdateChoice: 'updated', coreUpdateVersion: ' 6.7.1 ' })),
    ).toEqual({ cmsCoreUpdate: '6.7.1' });
    const latest = agencyReport({ cmsCoreUpdate: ALREADY_AT_LATEST });
    expect(reportValues(latest).coreUpdateChoice).toBe('latest');
    expect(reportChange(latest, parse({ ...reportValues(latest), coreUpdateChoice: 'unset' }))).toEqual({
      cmsCoreUpdate: null,
    });
  });

  it('asks for the version when "Updated to version" is chosen without one', () => {
    const values = { ...reportValues(agencyReport()), coreUpdateChoice: 'updated' as const, coreUpdateVersion: '' };
    expect(ReportFields.safeParse(values).error?.issues[0]?.message).toBe('Enter the version it was updated to.');
  });
});
