import { describe, expect, it } from 'vitest';
import type { DeclarationRow } from '../src/declarations.js';
import { canAddReturnTrip, returnTripPayload } from '../src/rules/index.js';

const trip: DeclarationRow = {
  id: 601,
  declaration_type: 11,
  type: 'Kilometers',
  date: '2026-03-09',
  amount: 9.66,
  description: 'Klantbezoek',
  location_start: 'Stationsplein 1, Utrecht',
  location_end: 'Griffioenlaan 2, Utrecht',
  kilometers: 42,
  transport_type: 'auto',
  return: false,
  has_return: false,
  vat_rate: 0,
  receipt: null,
  attachments: [],
};

describe('canAddReturnTrip (SPEC §4)', () => {
  it('offers the return of a trip with both locations and km', () => {
    expect(canAddReturnTrip(trip)).toBe(true);
  });

  it.each([
    ['no start location', { location_start: '' }],
    ['a start location of spaces', { location_start: '  ' }],
    ['no end location', { location_end: '' }],
    ['no kilometres', { kilometers: 0 }],
    ['a return trip itself', { return: true }],
    ['a trip that has its return already', { has_return: true }],
  ])('does not offer it for %s', (_case, change) => {
    expect(canAddReturnTrip({ ...trip, ...change })).toBe(false);
  });
});

describe('returnTripPayload: the return line', () => {
  it('swaps start and end, says "Retour van {type}" and keeps date, type, km, VAT and amount', () => {
    expect(returnTripPayload({ ...trip, date: '2026-03-09 00:00:00', vat_rate: 9 })).toEqual({
      declaration_type: 11,
      date: '2026-03-09',
      amount: 9.66,
      description: 'Retour van Kilometers',
      location_start: 'Griffioenlaan 2, Utrecht',
      location_end: 'Stationsplein 1, Utrecht',
      kilometers: 42,
      transport_type: 'auto',
      vat_rate: 9,
      return: true,
    });
  });
});
