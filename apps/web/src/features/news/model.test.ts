import { describe, expect, it } from 'vitest';
import { authorName, parseNewsId } from './model';

describe('parseNewsId', () => {
  it.each([
    ['20', 20],
    ['1003', 1003],
  ])('reads %s as %i', (value, expected) => expect(parseNewsId(value)).toBe(expected));

  it.each([undefined, '', '0', '-3', '12abc', '1.5', '99999999999'])('refuses %j', (value) =>
    expect(parseNewsId(value)).toBeNull(),
  );
});

describe('authorName', () => {
  it('joins first and last name, tussenvoegsel included', () => {
    expect(
      authorName({ id: 1, firstName: 'Marieke', lastName: 'de Vries', name: 'M. de Vries' }),
    ).toBe('Marieke de Vries');
  });

  it('falls back to the display name when both are empty', () => {
    expect(authorName({ id: 1, firstName: '', lastName: '', name: 'redactie' })).toBe('redactie');
  });
});
