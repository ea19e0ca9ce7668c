import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationsPath, readListQuery, timeAgo } from './model';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => timeAgo(new Date(NOW - ms).toISOString(), NOW);

describe('timeAgo', () => {
  it.each([
    [20_000, 'zojuist'],
    [60_000, '1 minuut geleden'],
    [59 * 60_000, '59 minuten geleden'],
    [2 * 3600_000 + 5 * 60_000, '2 uur geleden'],
    [25 * 3600_000, '1 dag geleden'],
    [6 * 86_400_000, '6 dagen geleden'],
    [7 * 86_400_000, '1 week geleden'],
    [20 * 86_400_000, '2 weken geleden'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it('gives the date from a month ago, and "zojuist" for a time a little ahead', () => {
    expect(timeAgo('2026-10-01T09:00:00+02:00', NOW)).toBe('01-10-2026');
    expect(ago(-30_000)).toBe('zojuist');
  });
});

describe('notificationTarget', () => {
  it('follows portal paths only', () => {
    expect(notificationTarget('/portal/declaraties/2026/10')).toBe('/portal/declaraties/2026/10');
    expect(notificationTarget('https://elders.example/portal')).toBe('/portal/meldingen');
    expect(notificationTarget('//elders.example/portal/x')).toBe('/portal/meldingen');
    expect(notificationTarget('javascript:alert(1)')).toBe('/portal/meldingen');
  });
});

describe('the list address', () => {
  it('writes and reads page and filter', () => {
    expect(notificationsPath(1, false)).toBe('/portal/meldingen');
    expect(notificationsPath(3, true)).toBe('/portal/meldingen?pagina=3&ongelezen=1');
    expect(readListQuery(new URLSearchParams('pagina=3&ongelezen=1'))).toEqual({
      page: 3,
      unreadOnly: true,
    });
    expect(readListQuery(new URLSearchParams('pagina=nul'))).toEqual({
      page: 1,
      unreadOnly: false,
    });
  });
});
