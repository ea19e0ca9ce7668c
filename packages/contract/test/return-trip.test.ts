import { describe, expect, it } from 'vitest';
import type { DeclarationRow } from '../src/declarations.js';
import { canAddReturnTrip, returnTripPayload } from '../src/rules/index.js';

const trip: DeclarationRow = {
  id: 601,
  declaration_type: 11,
  type: 'Kilometers (auto)',
  date: '2026-03-09',
  amount: 6.21,
  description: 'Klantbezoek',
  location_start: 'Utrecht Centraal',
  location_end: 'Amersfoort Vathorst',
  kilometers: 27,
  transport_type: 'auto',
  return: false,
  has_return: false,
  vat_rate: 0,
  receipt: null,
  attachments: [],
  duplicate_of: [],
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
    ['a cost without locations', { location_start: '', location_end: '', kilometers: 0 }],
  ])('does not offer it for %s', (_case, change) => {
    expect(canAddReturnTrip({ ...trip, ...change })).toBe(false);
  });
});

describe('returnTripPayload: the return line', () => {
  it('swaps start and end, says "Retour van {type}" and keeps date, type, km, VAT and amount', () => {
    expect(returnTripPayload({ ...trip, date: '2026-03-09 00:00:00', vat_rate: 9 })).toEqual({
      declaration_type: 11,
      date: '2026-03-09',
      amount: 6.21,
      description: 'Retour van Kilometers (auto)',
      location_start: 'Amersfoort Vathorst',
      location_end: 'Utrecht Centraal',
      kilometers: 27,
      transport_type: 'auto',
      vat_rate: 9,
      return: true,
    });
  });
});
