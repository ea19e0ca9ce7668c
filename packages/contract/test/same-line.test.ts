import { describe, expect, it } from 'vitest';
import { isSameLine, type LineIdentity } from '../src/rules/index.js';

const line: LineIdentity = {
  declaration_type: 11,
  description: 'Klantbezoek',
  location_start: 'Utrecht',
  location_end: 'Amsterdam',
  kilometers: 45.5,
  amount_cents: 1047,
};

describe('isSameLine: what copying must not duplicate', () => {
  it('is the same line with the same type, texts, km and amount', () => {
    expect(isSameLine(line, { ...line })).toBe(true);
  });

  it('counts kilometres to the tenth they are stored with', () => {
    expect(isSameLine(line, { ...line, kilometers: 455 / 10 })).toBe(true);
    expect(isSameLine(line, { ...line, kilometers: 45.4 })).toBe(false);
  });

  it.each([
    ['another type', { declaration_type: 12 }],
    ['another description', { description: 'Klantbezoek Zeist' }],
    ['another start', { location_start: 'Zeist' }],
    ['another end', { location_end: 'Utrecht' }],
    ['the way back', { location_start: 'Amsterdam', location_end: 'Utrecht' }],
    ['other kilometres', { kilometers: 46 }],
    ['another amount', { amount_cents: 1046 }],
  ])('is another line with %s', (_case, change) => {
    expect(isSameLine(line, { ...line, ...change })).toBe(false);
  });
});
