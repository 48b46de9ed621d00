import { describe, expect, it } from 'vitest';
import { currentMonth, monthName, monthShort } from './month';

describe('month names', () => {
  it('names a yyyy-MM month in full and as MMM-yyyy', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(monthShort('2026-01')).toBe('Jan-2026');
  });

  it('leaves a value that is not a month as it is', () => {
    expect(monthName('soon')).toBe('soon');
  });

  it('gives the current month as yyyy-MM', () => {
    expect(currentMonth(new Date(2026, 10, 30, 23, 0))).toBe('2026-11');
  });
});
