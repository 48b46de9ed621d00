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

  it('uses the screen’s own label for a field when it has one', () => {
    expect(
      describeChange(
        'siteCareDay',
        { before: 5, after: 12 },
        { action: 'changed', people, fieldLabels: { siteCareDay: 'day' } },
      ),
    ).toBe('day: 5 → 12');
  });
});
