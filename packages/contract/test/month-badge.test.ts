import { describe, expect, it } from 'vitest';
import {
  isBadgeClickable,
  MONTH_BADGE_LABELS,
  monthBadge,
  type CalendarDate,
  type MonthBadge,
} from '../src/rules/index.js';

/** Every "today" in this file is fixed; the real clock is never read. */
const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });
const rows = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('MONTH_BADGE_LABELS (SPEC §4 "Month badge on the overview")', () => {
  it.each([
    ['pending', 'In concept'],
    ['sent', 'Verzonden'],
    ['nieuw', 'Verzonden'],
    ['approved', 'Verwerkt'],
    ['rejected', 'Afgekeurd'],
    ['closed', 'Nog niet open'],
    ['new', 'Nieuw'],
    ['none', 'Geen declaraties'],
  ] as const)('%s reads %j', (badge, expected) => {
    expect(MONTH_BADGE_LABELS[badge]).toBe(expected);
  });

  it('has no other badges', () => {
    expect(Object.keys(MONTH_BADGE_LABELS).sort()).toEqual(
      ['approved', 'closed', 'new', 'nieuw', 'none', 'pending', 'rejected', 'sent'].sort(),
    );
  });
});

describe('isBadgeClickable (SPEC §4: closed disables the month button)', () => {
  it.each([
    ['closed', false],
    ['pending', true],
    ['sent', true],
    ['nieuw', true],
    ['approved', true],
    ['rejected', true],
    ['new', true],
    ['none', true],
  ] as const)('%s: %s', (badge, expected) => {
    expect(isBadgeClickable(badge)).toBe(expected);
  });
});

describe('monthBadge with exactly one submitted declaration', () => {
  // The offset would give something else for each of these months, so the status must win.
  const months: Array<[number, number, CalendarDate]> = [
    [2026, 6, day(2026, 6, 15)], // offset 0 (pending by offset)
    [2026, 8, day(2026, 6, 15)], // offset +2 (closed by offset)
    [2025, 1, day(2026, 6, 15)], // an earlier year (approved by offset)
  ];

  it.each([
    ['sent', 'sent'],
    ['nieuw', 'nieuw'],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['pending', 'pending'],
    // unknown falls back to pending
    ['foo', 'pending'],
    ['closed', 'pending'],
    ['new', 'pending'],
    ['Sent', 'pending'],
    ['', 'pending'],
  ])('status %j gives %s', (status, expected) => {
    for (const [year, month, today] of months) {
      expect(monthBadge(rows(status), year, month, today, 1)).toBe(expected);
    }
  });
});

describe('monthBadge with several submitted declarations: the last one counts', () => {
  const today = day(2026, 6, 15);
  it.each([
    [['sent', 'approved'], 'approved'],
    [['approved', 'sent'], 'sent'],
    [['rejected', 'nieuw'], 'nieuw'],
    [['sent', 'approved', 'rejected'], 'rejected'],
    [['rejected', 'rejected', 'pending'], 'pending'],
    [['approved', 'foo'], 'pending'], // the last one is unknown
    [['foo', 'approved'], 'approved'], // an unknown one before the last does not matter
  ])('%j gives %s', (statuses, expected) => {
    expect(monthBadge(rows(...statuses), 2026, 4, today, 1)).toBe(expected);
  });
});

describe('monthBadge without submitted declarations: by offset from today', () => {
  // These months have lines; a past month without any is "Geen declaraties" (below).
  // [target year, target month, today, expected badge, why]
  const cases: Array<[number, number, CalendarDate, MonthBadge, string]> = [
    // today 2026-06-15 (mid-year)
    [2026, 1, day(2026, 6, 15), 'approved', 'offset -5'],
    [2026, 4, day(2026, 6, 15), 'approved', 'offset -2'],
    [2026, 5, day(2026, 6, 15), 'approved', 'offset -1 on day 15'],
    [2026, 6, day(2026, 6, 15), 'pending', 'offset 0'],
    [2026, 7, day(2026, 6, 15), 'new', 'offset +1'],
    [2026, 8, day(2026, 6, 15), 'closed', 'offset +2'],
    [2026, 12, day(2026, 6, 15), 'closed', 'offset +6'],
    // offset -1 around the closing day
    [2026, 5, day(2026, 6, 1), 'pending', 'offset -1 on day 1'],
    [2026, 5, day(2026, 6, 9), 'pending', 'offset -1 on day 9'],
    [2026, 5, day(2026, 6, 10), 'pending', 'offset -1 on day 10'],
    [2026, 5, day(2026, 6, 11), 'approved', 'offset -1 on day 11'],
    [2026, 5, day(2026, 6, 30), 'approved', 'offset -1 on day 30'],
    // offset -2 is approved even during the first days of the month
    [2026, 4, day(2026, 6, 1), 'approved', 'offset -2 on day 1'],
    // offsets 0, +1, +2 do not depend on the day
    [2026, 6, day(2026, 6, 1), 'pending', 'offset 0 on day 1'],
    [2026, 6, day(2026, 6, 30), 'pending', 'offset 0 on day 30'],
    [2026, 7, day(2026, 6, 1), 'new', 'offset +1 on day 1'],
    [2026, 8, day(2026, 6, 30), 'closed', 'offset +2 on day 30'],
    // December to January across the year boundary (today 2027-01-05)
    [2026, 11, day(2027, 1, 5), 'approved', 'November 2026, offset -2'],
    [2026, 12, day(2027, 1, 5), 'pending', 'December 2026, offset -1 on day 5'],
    [2027, 1, day(2027, 1, 5), 'pending', 'January 2027, offset 0'],
    [2027, 2, day(2027, 1, 5), 'new', 'February 2027, offset +1'],
    [2027, 3, day(2027, 1, 5), 'closed', 'March 2027, offset +2'],
    [2026, 1, day(2027, 1, 5), 'approved', 'January 2026, offset -12'],
    [2026, 12, day(2027, 1, 1), 'pending', 'December 2026 on New Year'],
    [2026, 12, day(2027, 1, 10), 'pending', 'December 2026 on 10 January'],
    [2026, 12, day(2027, 1, 11), 'approved', 'December 2026 on 11 January'],
    // the other direction: looking ahead from December
    [2027, 1, day(2026, 12, 20), 'new', 'January 2027 from December, offset +1'],
    [2027, 2, day(2026, 12, 20), 'closed', 'February 2027 from December, offset +2'],
    [2026, 11, day(2026, 12, 20), 'approved', 'November from 20 December, offset -1 on day 20'],
    // leap years
    [2028, 2, day(2028, 2, 29), 'pending', 'February 2028 on the leap day, offset 0'],
    [2028, 3, day(2028, 2, 29), 'new', 'March 2028 on the leap day, offset +1'],
    [2028, 1, day(2028, 2, 29), 'approved', 'January 2028 on the leap day, offset -1 on day 29'],
    [2028, 2, day(2028, 3, 10), 'pending', 'February 2028 on 10 March'],
    [2028, 2, day(2028, 3, 11), 'approved', 'February 2028 on 11 March'],
    [2028, 3, day(2028, 3, 10), 'pending', 'March 2028 on 10 March, offset 0'],
  ];

  it.each(cases)('%i-%i on %o: %s (%s)', (year, month, today, expected) => {
    expect(monthBadge([], year, month, today, 2)).toBe(expected);
  });
});

describe('monthBadge of a month without lines and without submission (issue 25)', () => {
  const cases: Array<[number, number, CalendarDate, MonthBadge, string]> = [
    [2026, 4, day(2026, 6, 15), 'none', 'offset -2'],
    [2026, 5, day(2026, 6, 15), 'none', 'offset -1 after closing'],
    [2026, 5, day(2026, 6, 4), 'none', 'offset -1, still open'],
    [2025, 12, day(2026, 6, 15), 'none', 'an earlier year'],
    [2026, 6, day(2026, 6, 15), 'pending', 'this month: still to come'],
    [2026, 7, day(2026, 6, 15), 'new', 'next month'],
    [2026, 8, day(2026, 6, 15), 'closed', 'two ahead'],
  ];

  it.each(cases)('%i-%i on %o: %s (%s)', (year, month, today, expected) => {
    expect(monthBadge([], year, month, today, 0)).toBe(expected);
  });

  it('a submitted month keeps its status, whatever its lines', () => {
    expect(monthBadge(rows('approved'), 2026, 4, day(2026, 6, 15), 0)).toBe('approved');
  });
});
