import { describe, expect, it } from 'vitest';
import { certificateWarning, formatInterval } from './monitor-display';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

describe('certificateWarning', () => {
  it('says nothing without an expiry, or when more than 30 whole days are left', () => {
    expect(certificateWarning(null, NOW)).toBeUndefined();
    expect(certificateWarning(inDays(31), NOW)).toBeUndefined();
    expect(certificateWarning(inDays(90), NOW)).toBeUndefined();
  });

  it('warns from 30 days left, and turns urgent under 7', () => {
    expect(certificateWarning(inDays(30.5), NOW)).toEqual({ text: 'Certificate expires in 30 days', tone: 'warning' });
    expect(certificateWarning(inDays(7), NOW)).toEqual({ text: 'Certificate expires in 7 days', tone: 'warning' });
    expect(certificateWarning(inDays(6.9), NOW)).toEqual({ text: 'Certificate expires in 6 days', tone: 'danger' });
    expect(certificateWarning(inDays(1), NOW)).toEqual({ text: 'Certificate expires in 1 day', tone: 'danger' });
    expect(certificateWarning(inDays(0.2), NOW)).toEqual({
      text: 'Certificate expires in less than a day',
      tone: 'danger',
    });
  });

  it('says an expired certificate has expired', () => {
    expect(certificateWarning(inDays(-2), NOW)).toEqual({ text: 'Certificate expired', tone: 'danger' });
  });
});

describe('formatInterval', () => {
  it('reads whole minutes as minutes, anything else as seconds', () => {
    expect(formatInterval(300)).toBe('5 minutes');
    expect(formatInterval(60)).toBe('1 minute');
    expect(formatInterval(90)).toBe('90 seconds');
  });
});
