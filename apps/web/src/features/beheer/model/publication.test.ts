import { describe, expect, it } from 'vitest';
import { amsterdamNow, plannedTimeError, publicationFields } from './publication';

describe('publication time', () => {
  it('reads now on the Amsterdam clock, in winter and in summer time', () => {
    expect(amsterdamNow(new Date('2026-11-23T08:05:00Z'))).toBe('2026-11-23T09:05');
    expect(amsterdamNow(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30');
  });

  it('accepts only a planned moment ahead', () => {
    const now = new Date('2026-11-23T08:05:00Z');
    expect(plannedTimeError('2026-11-23T09:06', now)).toBeNull();
    expect(plannedTimeError('2026-11-23T09:05', now)).toBe('Kies een moment in de toekomst.');
    expect(plannedTimeError('', now)).toBe('Kies een datum en tijd.');
  });

  it('sends a planned item as future with its local date', () => {
    expect(publicationFields({ status: 'future', at: '2027-01-04T08:30' })).toEqual({
      status: 'future',
      date: '2027-01-04T08:30:00',
    });
    expect(publicationFields({ status: 'draft' })).toEqual({ status: 'draft' });
  });
});
