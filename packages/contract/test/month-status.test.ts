import { describe, expect, it } from 'vitest';
import {
  CLOSING_DAY,
  CLOSING_HINT_MAX_DAYS,
  closingHint,
  currentMonthStatus,
  daysUntilClosing,
  isMonthAccessible,
  isMonthEditable,
  isMonthNotOpenYet,
  monthInSentence,
  monthOpensOn,
  MONTH_STATUSES,
  monthStatusLabel,
  OPENS_DAYS_BEFORE_MONTH_END,
  type CalendarDate,
} from '../src/rules/index.js';

/** Every "today" in this file is fixed; the real clock is never read. */
const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });

describe('SPEC §9 declaration window constants', () => {
  it('match the spec', () => {
    expect(CLOSING_DAY).toBe(10);
    expect(OPENS_DAYS_BEFORE_MONTH_END).toBe(31);
    expect(CLOSING_HINT_MAX_DAYS).toBe(9);
    expect([...MONTH_STATUSES].sort()).toEqual(['approved', 'nieuw', 'rejected', 'sent']);
  });
});

describe('monthStatusLabel (SPEC §4 "Month submission status")', () => {
  it.each([
    ['sent', 'Verzonden'],
    ['nieuw', 'Verzonden'],
    ['approved', 'Verwerkt'],
    ['rejected', 'Afgekeurd'],
    // any other value is shown raw
    ['pending', 'pending'],
    ['in_behandeling', 'in_behandeling'],
    ['Sent', 'Sent'],
    ['', ''],
  ])('%j reads %j', (status, expected) => {
    expect(monthStatusLabel(status)).toBe(expected);
  });
});

describe('currentMonthStatus (SPEC §4: from the first submitted declaration)', () => {
  it.each([
    [[], undefined],
    [[{ status: 'sent' }], 'sent'],
    [[{ status: 'rejected' }, { status: 'approved' }], 'rejected'],
    [[{ status: 'approved' }, { status: 'rejected' }, { status: 'sent' }], 'approved'],
  ])('%j gives %j', (submitted, expected) => {
    expect(currentMonthStatus(submitted)).toBe(expected);
  });
});

describe('isMonthEditable with a status (SPEC §4)', () => {
  // [status, target year, target month, today, expected]
  it.each([
    // rejected: open again, whatever the date
    ['rejected', 2026, 3, day(2026, 3, 15), true],
    ['rejected', 2026, 3, day(2026, 4, 11), true],
    ['rejected', 2020, 1, day(2027, 6, 15), true],
    ['rejected', 2026, 12, day(2027, 1, 11), true],
    // sent, nieuw, approved: closed, even inside the window
    ['sent', 2026, 3, day(2026, 3, 15), false],
    ['sent', 2026, 3, day(2026, 4, 10), false],
    ['nieuw', 2026, 3, day(2026, 3, 15), false],
    ['nieuw', 2026, 2, day(2026, 3, 1), false],
    ['approved', 2026, 3, day(2026, 3, 15), false],
    ['approved', 2026, 2, day(2026, 3, 5), false],
    // an unknown status is treated as closed
    ['pending', 2026, 3, day(2026, 3, 15), false],
    ['foo', 2026, 3, day(2026, 3, 15), false],
    ['Rejected', 2026, 3, day(2026, 3, 15), false],
    ['REJECTED', 2020, 1, day(2027, 6, 15), false],
  ])('status %j, %i-%i on %o: %s', (status, year, month, today, expected) => {
    expect(isMonthEditable(status, year, month, today)).toBe(expected);
  });
});

describe('isMonthEditable without a status: 31 days before month end to 10 days after (SPEC §4, §9)', () => {
  // [target year, target month, today, expected, why]
  it.each([
    // March 2026 ends on the 31st
    [2026, 3, day(2026, 2, 27), false, '32 days before month end'],
    [2026, 3, day(2026, 2, 28), true, 'exactly 31 days before month end'],
    [2026, 3, day(2026, 3, 1), true, 'first day of the month'],
    [2026, 3, day(2026, 3, 31), true, 'last day of the month'],
    [2026, 3, day(2026, 4, 1), true, 'day 1 after'],
    [2026, 3, day(2026, 4, 10), true, 'day 10 of the next month'],
    [2026, 3, day(2026, 4, 11), false, 'day 11 of the next month'],
    [2026, 3, day(2026, 5, 1), false, 'two months later'],
    [2026, 3, day(2025, 12, 31), false, 'long before'],
    // April 2026 ends on the 30th
    [2026, 4, day(2026, 3, 29), false, '32 days before month end'],
    [2026, 4, day(2026, 3, 30), true, 'exactly 31 days before month end'],
    [2026, 4, day(2026, 5, 10), true, 'day 10 after'],
    [2026, 4, day(2026, 5, 11), false, 'day 11 after'],
    // December 2026 across the year end
    [2026, 12, day(2026, 11, 29), false, '32 days before month end'],
    [2026, 12, day(2026, 11, 30), true, 'exactly 31 days before month end'],
    [2026, 12, day(2027, 1, 1), true, 'New Year'],
    [2026, 12, day(2027, 1, 5), true, '5 January'],
    [2026, 12, day(2027, 1, 10), true, '10 January'],
    [2026, 12, day(2027, 1, 11), false, '11 January'],
    // January 2027 opens in the previous year
    [2027, 1, day(2026, 12, 30), false, '32 days before month end'],
    [2027, 1, day(2026, 12, 31), true, 'exactly 31 days before month end (31 December)'],
    [2027, 1, day(2027, 2, 10), true, 'day 10 after'],
    [2027, 1, day(2027, 2, 11), false, 'day 11 after'],
    // February in a non-leap year ends on the 28th
    [2027, 2, day(2027, 1, 27), false, '32 days before 28 February'],
    [2027, 2, day(2027, 1, 28), true, 'exactly 31 days before 28 February'],
    [2027, 2, day(2027, 2, 28), true, 'month end'],
    [2027, 2, day(2027, 3, 10), true, 'day 10 after'],
    [2027, 2, day(2027, 3, 11), false, 'day 11 after'],
    // February in a leap year ends on the 29th
    [2028, 2, day(2028, 1, 28), false, '32 days before 29 February'],
    [2028, 2, day(2028, 1, 29), true, 'exactly 31 days before 29 February'],
    [2028, 2, day(2028, 2, 29), true, 'leap day itself'],
    [2028, 2, day(2028, 3, 10), true, 'day 10 after'],
    [2028, 2, day(2028, 3, 11), false, 'day 11 after'],
    // March after a leap February: 31 days before 31 March is 29 February
    [2028, 3, day(2028, 2, 28), false, '32 days before month end'],
    [2028, 3, day(2028, 2, 29), true, 'exactly 31 days before month end'],
  ])('%i-%i on %o: %s (%s)', (year, month, today, expected) => {
    for (const none of [undefined, null, ''] as const) {
      expect(isMonthEditable(none, year, month, today)).toBe(expected);
    }
  });
});

describe('isMonthAccessible (SPEC §2: at most 1 month ahead)', () => {
  /** The year and month that lie `offset` months from `today`'s month. */
  const shifted = (today: CalendarDate, offset: number): [number, number] => {
    const index = today.year * 12 + (today.month - 1) + offset;
    return [Math.floor(index / 12), (index % 12) + 1];
  };
  const offsets = Array.from({ length: 27 }, (_, i) => i - 24); // -24 .. +2
  const todays = [day(2026, 6, 15), day(2026, 12, 31), day(2027, 1, 1), day(2026, 11, 30)];
  const cases = todays.flatMap((today) =>
    offsets.map((offset) => {
      const [year, month] = shifted(today, offset);
      return [today, offset, year, month, offset <= 1] as const;
    }),
  );

  it.each(cases)('today %o, offset %i (%i-%i): %s', (today, _offset, year, month, expected) => {
    expect(isMonthAccessible(year, month, today)).toBe(expected);
  });

  it.each([
    // across a year end, spelled out
    [day(2026, 12, 31), 2027, 1, true],
    [day(2026, 12, 31), 2027, 2, false],
    [day(2026, 11, 30), 2026, 12, true],
    [day(2026, 11, 30), 2027, 1, false],
    [day(2027, 1, 1), 2026, 12, true],
    [day(2027, 1, 1), 2027, 2, true],
    [day(2027, 1, 1), 2027, 3, false],
    [day(2027, 1, 1), 2028, 1, false],
  ])('today %o, %i-%i: %s', (today, year, month, expected) => {
    expect(isMonthAccessible(year, month, today)).toBe(expected);
  });
});

describe('daysUntilClosing (SPEC §2, §9: hint while 1 to 9 days remain)', () => {
  const previousMonthDays = Array.from({ length: 9 }, (_, i) => [i + 1, 9 - i] as const);

  it.each(previousMonthDays)('previous month on day %i: %i days left', (d, expected) => {
    expect(daysUntilClosing(undefined, 2026, 2, day(2026, 3, d))).toBe(expected);
    expect(daysUntilClosing(null, 2026, 2, day(2026, 3, d))).toBe(expected);
  });

  it.each(previousMonthDays)(
    'December across the year end on 2027-01-%i: %i days left',
    (d, expected) => {
      expect(daysUntilClosing(undefined, 2026, 12, day(2027, 1, d))).toBe(expected);
    },
  );

  it.each([10, 11, 15, 28, 31])('previous month on day %i: no hint', (d) => {
    expect(daysUntilClosing(undefined, 2026, 2, day(2026, 3, d))).toBeUndefined();
  });

  // [status, target year, target month, today]
  it.each([
    [undefined, 2026, 3, day(2026, 3, 1)], // current month
    [undefined, 2026, 3, day(2026, 3, 31)], // current month, last day
    [undefined, 2026, 4, day(2026, 3, 5)], // next month
    [undefined, 2026, 1, day(2026, 3, 5)], // two months back
    [undefined, 2025, 3, day(2026, 3, 5)], // same month a year earlier
    ['rejected', 2026, 2, day(2026, 3, 5)], // a month with a status
    ['sent', 2026, 2, day(2026, 3, 5)],
    ['nieuw', 2026, 2, day(2026, 3, 1)],
    ['approved', 2026, 2, day(2026, 3, 9)],
    ['foo', 2026, 2, day(2026, 3, 5)],
  ])('status %j, %i-%i on %o: no hint', (status, year, month, today) => {
    expect(daysUntilClosing(status, year, month, today)).toBeUndefined();
  });
});

describe('closingHint', () => {
  it.each([
    [1, '(1 dagen tot sluiting)'],
    [2, '(2 dagen tot sluiting)'],
    [5, '(5 dagen tot sluiting)'],
    [9, '(9 dagen tot sluiting)'],
  ])('%i days reads %j', (days, expected) => {
    expect(closingHint(days)).toBe(expected);
  });
});

describe('monthOpensOn: when a month without status opens for lines', () => {
  it.each([
    [2026, 12, day(2026, 11, 30)],
    [2027, 1, day(2026, 12, 31)],
    [2027, 3, day(2027, 2, 28)],
    [2028, 3, day(2028, 2, 29)],
    [2026, 2, day(2026, 1, 28)],
  ])('%i-%i opens on %o', (year, month, opens) => {
    expect(monthOpensOn(year, month)).toEqual(opens);
  });

  it('is the first day isMonthEditable allows, and isMonthNotOpenYet says so the day before', () => {
    const opens = monthOpensOn(2026, 12);
    expect(isMonthEditable(null, 2026, 12, opens)).toBe(true);
    expect(isMonthNotOpenYet(2026, 12, opens)).toBe(false);
    expect(isMonthEditable(null, 2026, 12, day(2026, 11, 29))).toBe(false);
    expect(isMonthNotOpenYet(2026, 12, day(2026, 11, 29))).toBe(true);
  });
});

describe('monthInSentence', () => {
  it('writes the month in lowercase, as Dutch does inside a sentence', () => {
    expect(monthInSentence(2026, 9)).toBe('september 2026');
  });
});
