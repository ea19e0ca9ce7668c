import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { KILOMETERS_TYPE, LUNCH_TYPE, PARKING_TYPE } from '@/test/declaration-responses';
import { declarationFormResolver } from './declaration-form-resolver';
import { EMPTY_FORM, type DeclarationFormValues } from './model';

const resolve = declarationFormResolver([KILOMETERS_TYPE, PARKING_TYPE, LUNCH_TYPE]);
const options: ResolverOptions<DeclarationFormValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};

const lunch: DeclarationFormValues = {
  ...EMPTY_FORM,
  declarationType: LUNCH_TYPE.id,
  date: '2026-03-10',
  amount: '18,95',
  description: 'Lunch met opdrachtgever',
  vatRate: 9,
};

/** The errors the resolver gives, in order: the form field and its message. */
async function firstError(values: DeclarationFormValues) {
  const { errors } = await resolve(values, undefined, options);
  return Object.entries(errors).map(([field, error]) => [field, error?.message]);
}

describe('declarationFormResolver: the contract rule on the form', () => {
  it('passes a complete line and hands the form values on as they are', async () => {
    const result = await resolve(lunch, undefined, options);
    expect(result).toEqual({ values: lunch, errors: {} });
  });

  it.each([
    ['no type', EMPTY_FORM, 'declarationType', 'Selecteer een soort declaratie'],
    ['no date', { ...lunch, date: '' }, 'date', 'Vul een datum in'],
    ['amount 0', { ...lunch, amount: '0' }, 'amount', 'Vul een bedrag in'],
    ['no description', { ...lunch, description: ' ' }, 'description', 'Vul een omschrijving in'],
    [
      'a kilometre line without km',
      {
        ...lunch,
        declarationType: KILOMETERS_TYPE.id,
        locationStart: 'Utrecht',
        locationEnd: 'Zeist',
      },
      'kilometers',
      'Bereken het aantal kilometers',
    ],
    [
      'parking without its receipt',
      { ...lunch, declarationType: PARKING_TYPE.id },
      'receiptFile',
      'Upload een factuur of bon',
    ],
    // What only the server used to say, the form now says before sending.
    [
      'an amount over the maximum',
      { ...lunch, amount: '100000,01' },
      'amount',
      'Het bedrag moet 0 of hoger zijn, met hoogstens twee decimalen.',
    ],
  ])('puts %s on its field with one message', async (_case, values, field, message) => {
    expect(await firstError(values)).toEqual([[field, message]]);
  });
});

describe('declarationFormResolver: a message at every field', () => {
  it('gives each field with a problem its own message, in the order of SPEC §5', async () => {
    const parking = { ...EMPTY_FORM, declarationType: PARKING_TYPE.id };
    expect(await firstError(parking)).toEqual([
      ['date', 'Vul een datum in'],
      ['amount', 'Vul een bedrag in'],
      ['description', 'Vul een omschrijving in'],
      ['receiptFile', 'Upload een factuur of bon'],
    ]);
  });

  it('keeps the first message of a field that fails twice', async () => {
    const trip = { ...EMPTY_FORM, declarationType: KILOMETERS_TYPE.id, kilometers: -1 };
    const errors = Object.fromEntries(await firstError(trip));
    expect(errors.kilometers).toBe('Het aantal kilometers moet tussen 0 en 5000 liggen.');
    expect(Object.keys(errors)).toEqual([
      'date',
      'description',
      'locationStart',
      'locationEnd',
      'kilometers',
    ]);
  });
});
