import { describe, expect, it } from 'vitest';
import { moodNeedsFollowUp, moodWeek, perPageMax } from '../src/rules/index.js';

describe('moodWeek (Monday 00:00 to Sunday 23:59:59, Europe/Amsterdam)', () => {
  it.each([
    // [instant, Monday, after, before]
    ['2026-11-22T22:59:59Z', '2026-11-16', '2026-11-15T23:59:59', '2026-11-23T00:00:00'],
    ['2026-11-22T23:00:00Z', '2026-11-23', '2026-11-22T23:59:59', '2026-11-30T00:00:00'],
    ['2026-06-28T21:59:59Z', '2026-06-22', '2026-06-21T23:59:59', '2026-06-29T00:00:00'],
    ['2026-06-28T22:00:00Z', '2026-06-29', '2026-06-28T23:59:59', '2026-07-06T00:00:00'],
    ['2026-12-31T12:00:00Z', '2026-12-28', '2026-12-27T23:59:59', '2027-01-04T00:00:00'],
    ['2028-02-29T12:00:00Z', '2028-02-28', '2028-02-27T23:59:59', '2028-03-06T00:00:00'],
    ['2026-03-29T01:30:00Z', '2026-03-23', '2026-03-22T23:59:59', '2026-03-30T00:00:00'],
  ])('puts %s in the week of Monday %s', (instant, monday, after, before) => {
    const week = moodWeek(new Date(instant));
    const iso = (d: { year: number; month: number; day: number }) =>
      `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    expect(iso(week.monday)).toBe(monday);
    expect([week.after, week.before]).toEqual([after, before]);
    const sunday = new Date(`${monday}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + 6);
    expect(iso(week.sunday)).toBe(sunday.toISOString().slice(0, 10));
  });

  it('asks for follow-up on 3 and 4 only', () => {
    expect([1, 2, 3, 4].map(moodNeedsFollowUp)).toEqual([false, false, true, true]);
  });
});

describe('perPageMax', () => {
  it.each([
    ['nieuws', 100],
    ['arbeidsvoorwaarden', 200],
    ['kennisbank', 200],
    ['functies', 200],
    ['intra_opdrachtgevers', 200],
    ['assignments', 200],
    ['bibliotheek', 1000],
    ['onbekend', 100],
  ])('allows %s up to %i per page', (type, max) => {
    expect(perPageMax(type)).toBe(max);
  });
});
