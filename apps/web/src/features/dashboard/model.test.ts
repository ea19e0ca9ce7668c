import { describe, expect, it } from 'vitest';
import { MOOD_OPTIONS, isMood, moodReply } from './model';

describe('mood options', () => {
  it('offers the four answers of SPEC §4, happiest first', () => {
    expect(MOOD_OPTIONS.map((option) => option.label)).toEqual([
      'Ik heb het erg naar mijn zin',
      'Ik ben tevreden',
      'Ik heb het niet naar mijn zin',
      'Ik wil op korte termijn ander werk',
    ]);
  });

  it.each([1, 2, 3, 4])('knows %i as a mood', (value) => expect(isMood(value)).toBe(true));
  it.each([0, 5, '2', null])('refuses %j as a mood', (value) => expect(isMood(value)).toBe(false));
});

describe('moodReply', () => {
  it.each([1, 2] as const)('answers %i without the offer to talk', (mood) => {
    expect(moodReply(mood, true).offer).toBeNull();
  });

  it.each([3, 4] as const)('offers to look into a %i together', (mood) => {
    expect(moodReply(mood, true).offer).toMatch(/samen met je/);
    expect(moodReply(mood, true).offer).toMatch(/consultant/);
  });

  it('points to HR when the user has no consultant', () => {
    expect(moodReply(4, false).offer).toMatch(/HR/);
  });

  it('opens a happy answer with "Fijn om te horen!"', () => {
    expect(moodReply(1, true).text).toMatch(/^Fijn om te horen!/);
  });
});
