import { describe, expect, it } from 'vitest';
import { amsterdamToday } from '../../src/amsterdam-today.js';

describe('amsterdamToday', () => {
  it('turns to the next date at midnight in Amsterdam, not in UTC, on a clock moved by hand', () => {
    // 22:59:59 UTC in winter is 23:59:59 in Amsterdam.
    let now = new Date('2026-11-30T22:59:59.000Z');
    const today = amsterdamToday(() => now);
    expect(today()).toEqual({ year: 2026, month: 11, day: 30 });
    now = new Date('2026-11-30T23:00:00.000Z');
    expect(today()).toEqual({ year: 2026, month: 12, day: 1 });
    // In summer the offset is two hours.
    now = new Date('2027-06-30T21:59:59.999Z');
    expect(today()).toEqual({ year: 2027, month: 6, day: 30 });
    now = new Date('2027-06-30T22:00:00.000Z');
    expect(today()).toEqual({ year: 2027, month: 7, day: 1 });
  });

  it('answers the same frozen date within a minute, and a clock moved back is read again', () => {
    let now = new Date('2026-11-22T10:15:00.000Z');
    const today = amsterdamToday(() => now);
    const first = today();
    now = new Date('2026-11-22T10:15:59.999Z');
    expect(today()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    now = new Date('2026-01-05T10:15:00.000Z');
    expect(today()).toEqual({ year: 2026, month: 1, day: 5 });
  });
});
