import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysUntilClosing,
  isMonthEditable,
  monthClosesOn,
  type CalendarDate,
} from '../src/rules/index.js';

const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });

describe('monthClosesOn: the last day a month without status takes lines', () => {
  it.each([
    [2026, 11, day(2026, 12, 10)],
    [2026, 12, day(2027, 1, 10)],
    [2027, 2, day(2027, 3, 10)],
    [2028, 2, day(2028, 3, 10)],
  ])('%i-%i closes on %o', (year, month, closes) => {
    expect(monthClosesOn(year, month)).toEqual(closes);
  });

  it('is the last day isMonthEditable allows', () => {
    const closes = monthClosesOn(2026, 11);
    expect(isMonthEditable(null, 2026, 11, closes)).toBe(true);
    expect(isMonthEditable(null, 2026, 11, day(2026, 12, 11))).toBe(false);
  });

  it('counts the days the year overview shows as "dagen tot sluiting"', () => {
    const today = day(2026, 12, 3);
    expect(daysBetween(today, monthClosesOn(2026, 11))).toBe(
      daysUntilClosing(null, 2026, 11, today),
    );
  });
});
