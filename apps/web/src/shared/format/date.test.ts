import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate } from './date';

describe('formatDate', () => {
  it.each([
    ['2026-03-07', '07-03-2026'],
    ['2024-02-29', '29-02-2024'],
    ['2026-03-07 14:05:00', '07-03-2026'],
    ['2026-03-07T14:05:00', '07-03-2026'],
    // An instant late on 31 March UTC is already 1 April in Amsterdam.
    ['2026-03-31T22:30:00Z', '01-04-2026'],
    ['2026-01-15T10:00:00+01:00', '15-01-2026'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each(['', 'gisteren', '2026-02-30'])('returns the unreadable value %j as it came', (value) => {
    expect(formatDate(value)).toBe(value);
  });
});

describe('formatDateTime', () => {
  it('adds hours and minutes of a local timestamp', () => {
    expect(formatDateTime('2026-03-07 09:05:00')).toBe('07-03-2026 09:05');
  });

  it('shows an instant in Dutch time (summer time is UTC+2)', () => {
    expect(formatDateTime('2026-07-01T08:15:00Z')).toBe('01-07-2026 10:15');
  });

  it('shows a date without time as the date alone', () => {
    expect(formatDateTime('2026-07-01')).toBe('01-07-2026');
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-11-18T09:15:00', '18 november 2026'],
    ['2026-03-01', '1 maart 2026'],
    // Late on 31 December UTC is already New Year in Amsterdam.
    ['2026-12-31T23:30:00Z', '1 januari 2027'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatLongDate(value)).toBe(expected);
  });

  it.each(['', 'gisteren', 'nooitZ'])('returns the unreadable value %j as it came', (value) => {
    expect(formatLongDate(value)).toBe(value);
  });
});
