import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-history';

const people = [
  { userGuid: '9c4e2b7a-1d3f-4a8e-b6c5-0f2d8e1a7b33', firstName: 'Alex', lastName: 'Morgan', email: 'a@x' },
];

describe('describeChange', () => {
  it('names a person kept by GUID, and "none" for an empty value', () => {
    expect(
      describeChange('assignee', { before: null, after: people[0]!.userGuid }, { action: 'changed', people }),
    ).toBe('assignee: none → Alex Morgan');
  });

  it('shows long rich text (a description, a report’s summary) only as changed, never its HTML', () => {
    for (const field of ['description', 'comments', 'securityIssues']) {
      const line = describeChange(field, { before: '<p>old</p>', after: '<p>new</p>' }, { action: 'changed', people });
      expect(line).toMatch(/ changed$/);
      expect(line).not.toContain('<p>');
    }
  });

  it('reads a thing added by its name or address, dates and yes/no as people write them, fields in words', () => {
    const options = { action: 'changed', people };
    const monitor = { monitorGuid: '6339a1b2-0000-4000-8000-000000000001', url: 'https://example.com/', timeout: 10 };
    expect(describeChange('monitor', { before: null, after: monitor }, options)).toBe(
      'monitor: none → https://example.com/',
    );
    expect(describeChange('projects', { before: [], after: [{ name: 'Intranet' }, { name: 'Shop' }] }, options)).toBe(
      'projects: none → Intranet, Shop',
    );
    expect(describeChange('twoFactorEnabled', { before: false, after: true }, options)).toBe(
      'two factor enabled: no → yes',
    );
    expect(describeChange('completedDateTime', { before: null, after: '2026-11-26T14:29:43.295Z' }, options)).toMatch(
      /^completed date time: none → 26-Nov-2026 \d\d:\d\d$/,
    );
    expect(describeChange('settings', { before: null, after: { a: 1 } }, options)).toBe('settings: none → a 1');
    // Text that only starts like a date stays as it is.
    expect(describeChange('name', { before: 'Deploy', after: '2026-01-05T10:00 deploy failed' }, options)).toBe(
      'title: Deploy → 2026-01-05T10:00 deploy failed',
    );
  });

  it('uses the screen’s own label for a field when it has one', () => {
    expect(
      describeChange(
        'siteCareDay',
        { before: 5, after: 12 },
        { action: 'changed', people, fieldLabels: { siteCareDay: 'day' } },
      ),
    ).toBe('day: 5 → 12');
  });

  it('reads places in a list as moves, files by the names the server gave, and settings part by part', () => {
    const options = { action: 'changed', people };
    expect(describeChange('sortOrder', { before: 3, after: 1 }, options)).toBe('moved up');
    expect(describeChange('sortOrder', { before: 1, after: 2 }, options)).toBe('moved down');
    const file = 'a77ac4e0-0009-4a5b-8c6d-500000000009';
    expect(
      describeChange('attachments', { before: null, after: [file] }, { ...options, names: { [file]: 'logo.png' } }),
    ).toBe('attachments: none → logo.png');
    expect(describeChange('attachments', { before: null, after: [file] }, options)).toBe(
      'attachments: none → something since removed',
    );
    expect(
      describeChange(
        'targets',
        {
          before: { firstResponseMinutes: null, resolutionMinutes: null },
          after: { firstResponseMinutes: 60, resolutionMinutes: 480 },
        },
        options,
      ),
    ).toBe(
      'targets: first response minutes none, resolution minutes none → first response minutes 60, resolution minutes 480',
    );
    expect(
      describeChange(
        'iconClass',
        { before: 'bi bi-graph-up', after: 'bi bi-cart' },
        {
          ...options,
          valueWords: { iconClass: (value) => (value === 'bi bi-cart' ? 'Cart' : 'Chart') },
        },
      ),
    ).toBe('icon class: Chart → Cart');
  });
});
