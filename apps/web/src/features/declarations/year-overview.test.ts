import { describe, expect, it } from 'vitest';
import { monthCards, overviewNotice, yearOptions } from './year-overview';

describe('yearOptions', () => {
  it('runs from two years back to two years ahead', () => {
    expect(yearOptions(2026, 2026)).toEqual([2024, 2025, 2026, 2027, 2028]);
  });

  it('adds a year opened by URL outside the range', () => {
    expect(yearOptions(2026, 2019)).toEqual([2019, 2024, 2025, 2026, 2027, 2028]);
  });
});

describe('overviewNotice', () => {
  const notice = (query: string) => {
    const params = new URLSearchParams(query);
    return overviewNotice({
      success: params.get('success'),
      error: params.get('error'),
      message: params.get('message'),
    });
  };

  it.each([
    [
      'error=1&message=Deze maand is nog niet beschikbaar',
      'error',
      'Deze maand is nog niet beschikbaar',
    ],
    [
      'success=1&message=Declaratie succesvol ingediend',
      'success',
      'Declaratie succesvol ingediend',
    ],
    ['message=Declaratie opgeslagen als concept', 'success', 'Declaratie opgeslagen als concept'],
    ['success=1', 'success', 'Declaratie ingediend'],
    ['error=1', 'error', 'Er is een fout opgetreden'],
    ['error=Geen toegang', 'error', 'Geen toegang'],
  ])('reads ?%s as a %s notice "%s"', (query, tone, text) => {
    expect(notice(query)).toEqual({ tone, text });
  });

  it('has no notice without those parameters', () => {
    expect(notice('')).toBeNull();
    expect(notice('tab=2')).toBeNull();
  });
});

describe('monthCards', () => {
  const today = { year: 2026, month: 3, day: 4 };

  it('derives the twelve badges, with the closing hint for last month', () => {
    const cards = monthCards(
      2026,
      [
        {
          month: 1,
          status: 'approved',
          row_count: 4,
          total_amount: 120.5,
          submitted_declarations: [
            { id: 1, year: 2026, month: 1, status: 'approved', submitted_on: '2026-02-02' },
          ],
        },
        { month: 2, status: null, row_count: 2, total_amount: 30, submitted_declarations: [] },
      ],
      today,
    );
    expect(cards.map((card) => card.label)).toEqual([
      'Verwerkt',
      'In concept',
      'In concept',
      'Nieuw',
      'Nog niet open',
      'Nog niet open',
      'Nog niet open',
      'Nog niet open',
      'Nog niet open',
      'Nog niet open',
      'Nog niet open',
      'Nog niet open',
    ]);
    expect(cards[1]?.hint).toBe('(6 dagen tot sluiting)');
    expect(cards[0]).toMatchObject({ rowCount: 4, totalAmount: 120.5, hint: null });
    expect(cards.filter((card) => !card.clickable).map((card) => card.month)).toEqual([
      5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('reads "Geen declaraties" for a past month without lines or submission (issue 25)', () => {
    const cards = monthCards(2026, [], { year: 2026, month: 4, day: 20 });
    expect(cards.slice(0, 5).map((card) => card.label)).toEqual([
      'Geen declaraties',
      'Geen declaraties',
      'Geen declaraties',
      'In concept',
      'Nieuw',
    ]);
    // Still open for lines: the hint of the days left stays beside it.
    const early = monthCards(2026, [], today);
    expect(early[1]).toMatchObject({ label: 'Geen declaraties', hint: '(6 dagen tot sluiting)' });
    expect(early[1]?.clickable).toBe(true);
  });
});
