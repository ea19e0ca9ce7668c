import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysInMonth,
  DUTCH_MONTHS,
  dutchDateToIso,
  dutchMonthName,
  lastDayOfMonth,
  monthOffset,
  parseIsoDate,
  todayInAmsterdam,
  toIsoDate,
  type CalendarDate,
} from '../src/rules/index.js';

const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29], // leap year (divisible by 4)
    [2100, 2, 28], // divisible by 100, not by 400: not a leap year
    [2000, 2, 29], // divisible by 400: leap year
    [2026, 2, 28],
    [2028, 2, 29],
    [2026, 1, 31],
    [2026, 3, 31],
    [2026, 4, 30],
    [2026, 5, 31],
    [2026, 6, 30],
    [2026, 7, 31],
    [2026, 8, 31],
    [2026, 9, 30],
    [2026, 10, 31],
    [2026, 11, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('lastDayOfMonth', () => {
  it.each([
    [2026, 2, day(2026, 2, 28)],
    [2028, 2, day(2028, 2, 29)],
    [2026, 4, day(2026, 4, 30)],
    [2026, 12, day(2026, 12, 31)],
  ])('%i-%i ends on %o', (year, month, expected) => {
    expect(lastDayOfMonth(year, month)).toEqual(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    [day(2026, 3, 1), day(2026, 3, 1), 0],
    [day(2026, 3, 1), day(2026, 3, 2), 1],
    [day(2026, 3, 2), day(2026, 3, 1), -1],
    // across the spring DST change in Amsterdam (irrelevant: calendar dates, no time zone)
    [day(2026, 3, 28), day(2026, 3, 30), 2],
    [day(2026, 12, 31), day(2027, 1, 10), 10],
    [day(2028, 2, 28), day(2028, 3, 1), 2],
    [day(2027, 2, 28), day(2027, 3, 1), 1],
    [day(2026, 1, 1), day(2027, 1, 1), 365],
    [day(2028, 1, 1), day(2029, 1, 1), 366],
  ])('from %o to %o is %i days', (a, b, expected) => {
    expect(daysBetween(a, b)).toBe(expected);
  });
});

describe('monthOffset', () => {
  it.each([
    [day(2026, 6, 15), 2026, 6, 0],
    [day(2026, 6, 15), 2026, 5, -1],
    [day(2026, 6, 15), 2026, 7, 1],
    [day(2027, 1, 5), 2026, 12, -1],
    [day(2027, 1, 5), 2026, 11, -2],
    [day(2027, 1, 5), 2025, 1, -24],
    [day(2027, 1, 5), 2027, 2, 1],
    [day(2026, 12, 20), 2027, 1, 1],
    [day(2026, 12, 20), 2027, 2, 2],
    [day(2026, 12, 20), 2028, 2, 14],
    [day(2026, 1, 31), 2025, 12, -1],
  ])('today %o, target %i-%i gives %i', (today, year, month, expected) => {
    expect(monthOffset(today, year, month)).toBe(expected);
  });
});

describe('todayInAmsterdam', () => {
  it.each([
    // winter time (CET, UTC+1); summer time starts 2026-03-29 at 01:00 UTC
    ['2026-03-28T22:59:59Z', day(2026, 3, 28)],
    ['2026-03-28T23:00:00Z', day(2026, 3, 29)],
    ['2026-03-28T23:30:00Z', day(2026, 3, 29)],
    // summer time (CEST, UTC+2)
    ['2026-07-15T21:59:59Z', day(2026, 7, 15)],
    ['2026-07-15T22:00:00Z', day(2026, 7, 16)],
    ['2026-07-15T23:30:00Z', day(2026, 7, 16)],
    ['2026-07-15T00:30:00Z', day(2026, 7, 15)],
    // end of summer time is 2026-10-25 at 01:00 UTC; the evening before is still CEST
    ['2026-10-24T21:59:59Z', day(2026, 10, 24)],
    ['2026-10-24T22:00:00Z', day(2026, 10, 25)],
    // year boundary in winter time
    ['2026-12-31T22:59:59Z', day(2026, 12, 31)],
    ['2026-12-31T23:00:00Z', day(2027, 1, 1)],
    // the 10 January closing boundary
    ['2027-01-10T22:59:59Z', day(2027, 1, 10)],
    ['2027-01-10T23:00:00Z', day(2027, 1, 11)],
    // leap day
    ['2028-02-28T23:30:00Z', day(2028, 2, 29)],
  ])('%s is %o in Amsterdam', (iso, expected) => {
    expect(todayInAmsterdam(new Date(iso))).toEqual(expected);
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2026-02-28', day(2026, 2, 28)],
    ['2024-02-29', day(2024, 2, 29)],
    ['2000-02-29', day(2000, 2, 29)],
    ['2026-12-31', day(2026, 12, 31)],
    ['2026-01-01', day(2026, 1, 1)],
  ])('accepts %s', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-2-3',
    '2026-02-3',
    '2026-2-03',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '26-01-01',
    '03-07-2026',
    '2026/01/01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '2026-01-01 ',
    '',
  ])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeUndefined();
  });
});

describe('toIsoDate', () => {
  it.each([
    [day(2026, 7, 3), '2026-07-03'],
    [day(2026, 12, 31), '2026-12-31'],
    [day(2026, 1, 1), '2026-01-01'],
  ])('%o is %s', (date, expected) => {
    expect(toIsoDate(date)).toBe(expected);
  });
});

describe('dutchDateToIso (SPEC §9: d-M-yyyy to yyyy-MM-dd)', () => {
  it.each([
    ['3-7-2026', '2026-07-03'],
    ['03-07-2026', '2026-07-03'],
    ['31-12-2026', '2026-12-31'],
    ['1-1-2027', '2027-01-01'],
    ['29-2-2024', '2024-02-29'],
    ['29-2-2000', '2000-02-29'],
    [' 3-7-2026 ', '2026-07-03'],
  ])('%j becomes %s', (value, expected) => {
    expect(dutchDateToIso(value)).toBe(expected);
  });

  it.each([
    '31-2-2026', // no such date
    '29-2-2026', // not a leap year
    '29-2-2100', // not a leap year
    '31-4-2026',
    '0-1-2026',
    '1-0-2026',
    '1-13-2026',
    '32-1-2026',
    '3-7-26', // two-digit year
    '3/7/2026', // slashes, not dashes
    '3.7.2026',
    '2026-07-03', // already ISO
    '003-7-2026',
    '3-7-2026x',
    'a-b-cdef',
    '',
  ])('rejects %j', (value) => {
    expect(dutchDateToIso(value)).toBeUndefined();
  });
});

describe('dutchMonthName', () => {
  it.each([
    [1, 'Januari'],
    [2, 'Februari'],
    [3, 'Maart'],
    [4, 'April'],
    [5, 'Mei'],
    [6, 'Juni'],
    [7, 'Juli'],
    [8, 'Augustus'],
    [9, 'September'],
    [10, 'Oktober'],
    [11, 'November'],
    [12, 'December'],
  ])('month %i is %s', (month, expected) => {
    expect(dutchMonthName(month)).toBe(expected);
    expect(DUTCH_MONTHS[month - 1]).toBe(expected);
  });

  it('has exactly twelve names', () => {
    expect(DUTCH_MONTHS).toHaveLength(12);
  });

  it.each([
    [0, '0'],
    [13, '13'],
  ])('falls back to the number for %i', (month, expected) => {
    expect(dutchMonthName(month)).toBe(expected);
  });
});
