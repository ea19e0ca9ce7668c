import { describe, expect, it } from 'vitest';
import { matchesName, readReviewFilters, writeReviewFilters } from './review-filters';

describe('review filters', () => {
  it('defaults to the sent months of every year and month', () => {
    expect(readReviewFilters(new URLSearchParams())).toEqual({
      status: 'sent',
      year: undefined,
      month: undefined,
      name: '',
    });
  });

  it('reads and writes the query the same way', () => {
    const filters = { status: 'rejected', year: 2026, month: 3, name: 'daan' };
    expect(readReviewFilters(writeReviewFilters(filters))).toEqual(filters);
  });

  it('ignores values out of range', () => {
    expect(readReviewFilters(new URLSearchParams('status=kwijt&jaar=1800&maand=13'))).toMatchObject(
      { status: 'sent', year: undefined, month: undefined },
    );
  });

  it('matches a name on any part, ignoring case', () => {
    expect(matchesName('Daan de Boer', 'de bo')).toBe(true);
    expect(matchesName('Daan de Boer', 'EMMA')).toBe(false);
    expect(matchesName('Daan de Boer', '  ')).toBe(true);
  });
});
