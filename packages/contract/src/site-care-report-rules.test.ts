import { describe, expect, it } from 'vitest';
import { REPORT_SITE_HEALTH_STUB, REPORT_SUMMARY_STUB } from './agency-site-care.js';
import {
  averageResponseTimeText,
  coreUpdateNote,
  downtimeIncidentsText,
  siteHealthText,
  summaryText,
  textIfAny,
  textOrDefault,
  totalDowntimeText,
  TYPED_UPTIME_WORDING,
} from './site-care-report-rules.js';

describe('summaryText', () => {
  it('hides the Summary when comments are exactly the default stub', () => {
    expect(REPORT_SUMMARY_STUB).toBe("Following this month's Site Care, ");
    expect(summaryText("Following this month's Site Care, ")).toBeNull();
  });

  it('shows the comments once something follows the stub', () => {
    const html = "<p>Following this month's Site Care, your site is secure.</p>";
    expect(summaryText(html)).toBe(html);
    expect(summaryText("Following this month's Site Care, all good")).toBe(
      "Following this month's Site Care, all good",
    );
  });

  it('hides the Summary when comments are empty', () => {
    expect(summaryText(null)).toBeNull();
    expect(summaryText('')).toBeNull();
    expect(summaryText('  <p> </p> ')).toBeNull();
  });
});

describe('siteHealthText', () => {
  it('hides Site health when it is exactly the stub with no rating after it', () => {
    expect(REPORT_SITE_HEALTH_STUB).toBe('Your current WordPress Site Health rating is ');
    expect(siteHealthText('Your current WordPress Site Health rating is ')).toBeNull();
  });

  it('shows Site health once a rating follows the stub', () => {
    expect(siteHealthText('Your current WordPress Site Health rating is Good')).toBe(
      'Your current WordPress Site Health rating is Good',
    );
    const html = '<p>Your current WordPress Site Health rating is <strong>Good</strong>.</p>';
    expect(siteHealthText(html)).toBe(html);
  });

  it('hides Site health when it is empty', () => {
    expect(siteHealthText(null)).toBeNull();
    expect(siteHealthText('')).toBeNull();
  });
});

describe('textOrDefault (plugins updated, themes updated, security issues, ad hoc work)', () => {
  it('falls back to the default when the field is empty', () => {
    expect(textOrDefault(null, 'None')).toBe('None');
    expect(textOrDefault('', 'None')).toBe('None');
    expect(textOrDefault('<ul></ul>', 'No themes needed updating.')).toBe('No themes needed updating.');
  });

  it('keeps the field when it has entries', () => {
    expect(textOrDefault('<ul><li>Astra</li></ul>', 'No themes needed updating.')).toBe('<ul><li>Astra</li></ul>');
  });
});

describe('textIfAny (plugins deleted, themes deleted)', () => {
  it('is null when nothing was deleted, so the line is left out', () => {
    expect(textIfAny(null)).toBeNull();
    expect(textIfAny(' ')).toBeNull();
    expect(textIfAny('<p>&nbsp;</p>')).toBeNull();
  });

  it('returns the list when something was deleted', () => {
    expect(textIfAny('<ul><li>Hello Dolly</li></ul>')).toBe('<ul><li>Hello Dolly</li></ul>');
  });

  it('shows a field holding only an image, as the server stores it', () => {
    const html = '<p><img src="/api/attachments/00000000-0000-4000-8000-000000000001" alt=""></p>';
    expect(textIfAny(html)).toBe(html);
  });
});

describe('coreUpdateNote', () => {
  it('reads AlreadyAtLatest as "Not updated - already at latest version"', () => {
    expect(coreUpdateNote('AlreadyAtLatest', '6.6.1')).toBe('Not updated - already at latest version');
  });

  it('keeps any other note and shows nothing for an empty one', () => {
    expect(coreUpdateNote('Updated from 6.6.1', '6.6.2')).toBe('Updated from 6.6.1');
    expect(coreUpdateNote(null, '6.6.2')).toBeNull();
    expect(coreUpdateNote('', '6.6.2')).toBeNull();
  });

  it('does not print the version twice: a note that is only the version reads "Updated this month"', () => {
    expect(coreUpdateNote('6.7', '6.7')).toBe('Updated this month');
    expect(coreUpdateNote(' 6.7 ', '<p>6.7</p>')).toBe('Updated this month');
    expect(coreUpdateNote('6.7', '6.6.2')).toBe('6.7');
    expect(coreUpdateNote('6.7', null)).toBe('6.7');
  });
});

describe('uptime figures', () => {
  it('reads 0 downtime incidents as "none (perfect)"', () => {
    expect(downtimeIncidentsText(0)).toBe('none (perfect)');
  });

  it('shows any other number of incidents as the number', () => {
    expect(downtimeIncidentsText(1)).toBe('1');
    expect(downtimeIncidentsText(2)).toBe('2');
  });

  it('writes total downtime in minutes and response time in ms', () => {
    expect(totalDowntimeText(0)).toBe('0 minutes');
    expect(totalDowntimeText(1)).toBe('1 minute');
    expect(totalDowntimeText(7)).toBe('7 minutes');
    expect(averageResponseTimeText(412)).toBe('412 ms');
  });

  it('says "not recorded" for figures that were not filled in', () => {
    expect(downtimeIncidentsText(null)).toBe('not recorded');
    expect(totalDowntimeText(null)).toBe('not recorded');
    expect(averageResponseTimeText(null)).toBe('not recorded');
  });
});

describe('the uptime card of a report typed in', () => {
  it('says how the spec monitors a site', () => {
    expect(TYPED_UPTIME_WORDING).toBe('Your site is monitored from 5 locations every 5 minutes.');
  });
});
