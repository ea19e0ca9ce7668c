import { describe, expect, it } from 'vitest';
import { declarationTypeSchema, type DeclarationType } from '../src/declarations.js';
import { declarationLineSchema } from '../src/declaration-line-schema.js';
import {
  DECLARATION_LINE_PROBLEMS,
  calculatesAmount,
  declarationLineFields,
  declarationLineProblems,
  kilometreAmount,
  normalizeDeclarationLine,
  unitCentsPerKm,
  type DeclarationLineInput,
} from '../src/rules/index.js';

type Flag = Exclude<keyof DeclarationType, 'id' | 'title' | 'unit'>;

/** A type with only these flags on. */
function typeWith(id: number, flags: Flag[], unit: number | null = null): DeclarationType {
  const type = { id, title: { rendered: `Soort ${id}` }, unit } as DeclarationType;
  for (const flag of FLAGS) type[flag] = flags.includes(flag);
  return type;
}

const FLAGS = Object.keys(declarationTypeSchema.shape).filter(
  (key): key is Flag => key !== 'id' && key !== 'title' && key !== 'unit',
);
const SHOW_FLAGS = FLAGS.filter((flag) => flag.startsWith('show_'));

const hidesEverything = typeWith(1, []);
/** Every field shown, a receipt required, the amount typed. */
const everyField = typeWith(2, [...SHOW_FLAGS, 'is_receipt_required']);
/** A car trip paid per km (€ 0,23), the amount calculated. */
const kilometres = typeWith(
  3,
  [
    ...SHOW_FLAGS.filter((flag) => flag !== 'show_receipt_field' && flag !== 'show_vat_field'),
    'auto_calculate_amount',
    'calculate_kilometers',
  ],
  0.23,
);

const empty: DeclarationLineInput = {
  declaration_type: null,
  date: '',
  amount: null,
  description: '',
  location_start: '',
  location_end: '',
  kilometers: 0,
  transport_type: '',
  vat_rate: 0,
  has_receipt: false,
  return: false,
};

/** Passes every check of `everyField`. */
const complete: DeclarationLineInput = {
  declaration_type: everyField.id,
  date: '2026-03-09',
  amount: 12.5,
  description: 'Klantbezoek',
  location_start: 'Stationsplein 1, Utrecht',
  location_end: 'Griffioenlaan 2, Utrecht',
  kilometers: 42,
  transport_type: 'auto',
  vat_rate: 21,
  has_receipt: true,
  return: false,
};

const codes = (type: DeclarationType | undefined, input: DeclarationLineInput) =>
  declarationLineProblems(type, input).map((problem) => problem.code);

describe('declarationLineProblems: the order of SPEC §5', () => {
  it('passes a complete line', () => {
    expect(declarationLineProblems(everyField, complete)).toEqual([]);
  });

  it('reports the form messages in the order of SPEC §5 as the fields get filled', () => {
    const fills: Array<[string, string, Partial<DeclarationLineInput>]> = [
      ['type_invalid', 'Selecteer een soort declaratie', { declaration_type: everyField.id }],
      ['date_required', 'Vul een datum in', { date: '2026-03-09' }],
      ['amount_required', 'Vul een bedrag in', { amount: 12.5 }],
      ['description_required', 'Vul een omschrijving in', { description: 'Klantbezoek' }],
      ['location_start_required', 'Vul een startlocatie in', { location_start: 'Utrecht' }],
      ['location_end_required', 'Vul een eindlocatie in', { location_end: 'Zeist' }],
      ['kilometers_required', 'Bereken het aantal kilometers', { kilometers: 12 }],
      ['receipt_required', 'Upload een factuur of bon', { has_receipt: true }],
    ];
    let input = empty;
    const firsts: Array<[string, string] | undefined> = [];
    for (const [, , fill] of fills) {
      const type = input.declaration_type === null ? undefined : everyField;
      const [first] = declarationLineProblems(type, input);
      firsts.push(first && [first.code, first.message]);
      input = { ...input, ...fill };
    }
    expect(declarationLineProblems(everyField, input)).toEqual([]);
    expect(firsts).toEqual(fills.map(([code, message]) => [code, message]));
  });

  it('lists every problem of a line, first failure first', () => {
    expect(codes(everyField, { ...empty, declaration_type: everyField.id })).toEqual([
      'date_required',
      'amount_required',
      'description_required',
      'location_start_required',
      'location_end_required',
      'kilometers_required',
      'receipt_required',
    ]);
  });

  it.each([
    ['no type at all', undefined, complete],
    ['a type other than the line names', kilometres, complete],
  ])('asks for the type, and only that, for %s', (_case, type, input) => {
    expect(declarationLineProblems(type, input)).toEqual([
      {
        code: 'type_invalid',
        field: 'declaration_type',
        message: 'Selecteer een soort declaratie',
      },
    ]);
  });

  // [what is wrong, the change to a complete line, the code, the field]
  it.each([
    ['no date', { date: '' }, 'date_required', 'date'],
    ['no amount', { amount: null }, 'amount_required', 'amount'],
    ['a description of spaces', { description: '   ' }, 'description_required', 'description'],
    ['no start', { location_start: ' ' }, 'location_start_required', 'location_start'],
    ['no end', { location_end: '' }, 'location_end_required', 'location_end'],
    ['km 0', { kilometers: 0 }, 'kilometers_required', 'kilometers'],
    ['km −5', { kilometers: -5 }, 'kilometers_invalid', 'kilometers'],
    ['km 5000.1', { kilometers: 5000.1 }, 'kilometers_invalid', 'kilometers'],
    ['km 45.55 (stored to a tenth)', { kilometers: 45.55 }, 'kilometers_invalid', 'kilometers'],
    ['no receipt', { has_receipt: false }, 'receipt_required', 'receipt'],
    ['VAT 7', { vat_rate: 7 }, 'vat_rate_invalid', 'vat_rate'],
    ['amount −1', { amount: -1 }, 'amount_invalid', 'amount'],
    ['amount 100000.01', { amount: 100_000.01 }, 'amount_invalid', 'amount'],
    ['amount 1.234', { amount: 1.234 }, 'amount_invalid', 'amount'],
    [
      'a return without an end',
      { return: true, location_end: '' },
      'location_end_required',
      'location_end',
    ],
  ] as const)('reports %s first as %s', (_case, change, code, field) => {
    const [first] = declarationLineProblems(everyField, { ...complete, ...change });
    expect(first).toEqual({ code, field, message: DECLARATION_LINE_PROBLEMS[code].message });
  });

  it('reports km −5 before "Bereken het aantal kilometers", as the server always did', () => {
    expect(codes(everyField, { ...complete, kilometers: -5 })).toEqual([
      'kilometers_invalid',
      'kilometers_required',
    ]);
  });

  it.each([0, 100_000, 0.01, 1234.5])('accepts the amount %f', (amount) => {
    expect(codes(everyField, { ...complete, amount })).toEqual([]);
  });

  it.each([0, 9, 21])('accepts VAT %i%%', (vat_rate) => {
    expect(codes(everyField, { ...complete, vat_rate })).toEqual([]);
  });

  it('accepts 5000 km and one decimal', () => {
    expect(codes(everyField, { ...complete, kilometers: 5000 })).toEqual([]);
    expect(codes(everyField, { ...complete, kilometers: 45.5 })).toEqual([]);
  });
});

describe('declarationLineProblems: each type flag', () => {
  const only = (flags: Partial<DeclarationType>): DeclarationType => ({
    ...hidesEverything,
    ...flags,
  });

  const bare = { ...empty, declaration_type: hidesEverything.id };

  it('checks nothing of a type that shows nothing, whatever was sent', () => {
    expect(codes(hidesEverything, bare)).toEqual([]);
    expect(codes(hidesEverything, { ...bare, kilometers: -5, vat_rate: 7, amount: -1 })).toEqual(
      [],
    );
  });

  it.each([
    [{ show_date_field: true }, 'date_required'],
    [{ show_amount_field: true }, 'amount_required'],
    [{ show_description_field: true }, 'description_required'],
    [{ show_location_start_field: true }, 'location_start_required'],
    [{ show_location_end_field: true }, 'location_end_required'],
    [{ show_kilometers_field: true }, 'kilometers_required'],
    [{ show_receipt_field: true, is_receipt_required: true }, 'receipt_required'],
  ] as const)('%o asks for its own field only', (flags, code) => {
    expect(codes(only(flags), bare)).toEqual([code]);
  });

  it.each([
    [{ show_transport_type_field: true }],
    [{ show_vat_field: true }],
    [{ show_receipt_field: true }],
    // A receipt the type does not show cannot be asked for.
    [{ is_receipt_required: true }],
  ])('%o asks for nothing', (flags) => {
    expect(codes(only(flags), bare)).toEqual([]);
  });

  it('does not ask for a calculated amount; the kilometres come first', () => {
    const trip = { ...complete, declaration_type: kilometres.id, amount: null, kilometers: 0 };
    expect(codes(kilometres, trip)).toEqual(['kilometers_required']);
  });

  it('has no calculated amount without a kilometre rate for the date', () => {
    const noRate = { ...kilometres, unit: null };
    const trip = { ...complete, declaration_type: kilometres.id, amount: null };
    expect(declarationLineProblems(noRate, trip)).toEqual([
      {
        code: 'rate_missing',
        field: 'amount',
        message: 'Er is geen kilometervergoeding bekend voor deze datum.',
      },
    ]);
  });

  it('calculates only when the type both calculates kilometres and the amount', () => {
    expect(calculatesAmount(kilometres)).toBe(true);
    expect(calculatesAmount({ ...kilometres, calculate_kilometers: false })).toBe(false);
    expect(calculatesAmount({ ...kilometres, auto_calculate_amount: false })).toBe(false);
    expect(calculatesAmount(undefined)).toBe(false);
  });

  it('names the shown fields from the flags', () => {
    expect(declarationLineFields(kilometres)).toEqual({
      date: true,
      amount: true,
      description: true,
      location_start: true,
      location_end: true,
      kilometers: true,
      transport_type: true,
      vat_rate: false,
      receipt: false,
    });
    expect(Object.values(declarationLineFields(undefined)).some(Boolean)).toBe(false);
  });

  it('refuses a return trip without both locations', () => {
    const costs = only({ show_amount_field: true });
    expect(codes(costs, { ...bare, declaration_type: costs.id, amount: 5, return: true })).toEqual([
      'return_without_trip',
    ]);
  });
});

describe('normalizeDeclarationLine: what a type keeps (SPEC §4)', () => {
  it('keeps what the type shows, trimmed', () => {
    expect(
      normalizeDeclarationLine(everyField, {
        ...complete,
        description: '  Klantbezoek ',
        location_start: ' Utrecht ',
      }),
    ).toEqual({
      declaration_type: everyField.id,
      date: '2026-03-09',
      amount_cents: 1250,
      description: 'Klantbezoek',
      location_start: 'Utrecht',
      location_end: 'Griffioenlaan 2, Utrecht',
      kilometers: 42,
      transport_type: 'auto',
      vat_rate: 21,
      has_receipt: true,
      return: false,
    });
  });

  it('empties what the type hides: texts and dates empty, km and VAT 0, no receipt', () => {
    expect(normalizeDeclarationLine(hidesEverything, complete)).toEqual({
      declaration_type: hidesEverything.id,
      date: '',
      amount_cents: null,
      description: '',
      location_start: '',
      location_end: '',
      kilometers: 0,
      transport_type: '',
      vat_rate: 0,
      has_receipt: false,
      return: false,
    });
  });

  it('takes the car when no transport was chosen', () => {
    expect(normalizeDeclarationLine(everyField, { ...complete, transport_type: '' })).toMatchObject(
      { transport_type: 'auto' },
    );
  });

  it('calculates the amount of a kilometre type and ignores the amount sent (88 km → 20.24)', () => {
    const line = normalizeDeclarationLine(kilometres, {
      ...complete,
      declaration_type: kilometres.id,
      kilometers: 88,
      amount: 999.99,
    });
    expect(line.amount_cents).toBe(2024);
  });
});

describe('kilometre amount: km × unit, two decimals', () => {
  // [km, unit in euros per km, amount in euros]
  it.each([
    [42, 0.23, 9.66],
    [12.5, 0.23, 2.88], // 287.5 cents rounds up
    [0, 0.23, 0],
    [100, 0.19, 19],
    [33.3, 0.21, 6.99], // 699.3 cents
    [0.1, 0.23, 0.02],
    [45.5, 0.23, 10.47], // 1046.5 cents rounds up
    [88, 0.23, 20.24],
  ])('%f km × € %f is € %f', (km, unit, euros) => {
    expect(kilometreAmount(km, unit)).toBe(euros);
  });

  it('has no amount without a unit', () => {
    expect(kilometreAmount(10, null)).toBeNull();
  });

  it.each([
    [0.23, 23],
    [0.19, 19],
    [0.215, 21.5],
    [0.07, 7],
  ])('reads € %f per km as %f cents, not a hair below', (unit, cents) => {
    expect(unitCentsPerKm(unit)).toBe(cents);
  });

  it('gives the normalized line the same amount as the form shows', () => {
    for (const km of [45.5, 0.1, 27, 12.5, 33.3]) {
      const line = normalizeDeclarationLine(kilometres, {
        ...complete,
        declaration_type: kilometres.id,
        kilometers: km,
      });
      expect(line.amount_cents! / 100, `${km} km`).toBe(kilometreAmount(km, kilometres.unit));
    }
  });
});

describe('declarationLineSchema: the rule as a zod schema for forms', () => {
  const schema = declarationLineSchema((id) => [everyField, kilometres].find((t) => t.id === id));

  it('passes a complete line', () => {
    expect(schema.safeParse(complete).success).toBe(true);
  });

  it('gives one issue, the first failure, on its field with the server code', () => {
    const result = schema.safeParse({ ...complete, description: '', has_receipt: false });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['description'],
        message: 'Vul een omschrijving in',
        params: { code: 'description_required' },
      }),
    ]);
  });

  it('asks for the type when the id is unknown', () => {
    const result = schema.safeParse({ ...complete, declaration_type: 99 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Selecteer een soort declaratie',
    ]);
  });
});
