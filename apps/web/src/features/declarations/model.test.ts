import { DECLARATION_LINE_PROBLEMS, declarationLineProblems } from '@portal/contract/rules';
import type { DeclarationType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  KILOMETERS_TYPE,
  LUNCH_TYPE,
  PARKING_TYPE,
  declarationType,
  receiptRow,
} from '@/test/declaration-responses';
import {
  EMPTY_FORM,
  amountInputText,
  changeLocation,
  changeType,
  defaultRowDate,
  lineInputOf,
  monthDateRange,
  needsKilometerCalculation,
  newRowPayload,
  parseAmount,
  pickRecentTrip,
  setKilometers,
  swapLocations,
  updateRowFormData,
  valuesFromRow,
  type DeclarationFormValues,
} from './model';
import { sortTypesByTitle } from './api/get-declaration-types';

/** The form's check as its resolver runs it: the form read as a line, the first problem's message. */
function validateDeclarationForm(
  values: DeclarationFormValues,
  type: DeclarationType | undefined,
): string | null {
  return declarationLineProblems(type, lineInputOf(values))[0]?.message ?? null;
}

/** SPEC §5's form messages, by the form field they are about, in their order. */
const FORM_MESSAGES = {
  type: DECLARATION_LINE_PROBLEMS.type_invalid.message,
  date: DECLARATION_LINE_PROBLEMS.date_required.message,
  amount: DECLARATION_LINE_PROBLEMS.amount_required.message,
  description: DECLARATION_LINE_PROBLEMS.description_required.message,
  locationStart: DECLARATION_LINE_PROBLEMS.location_start_required.message,
  locationEnd: DECLARATION_LINE_PROBLEMS.location_end_required.message,
  kilometers: DECLARATION_LINE_PROBLEMS.kilometers_required.message,
  receipt: DECLARATION_LINE_PROBLEMS.receipt_required.message,
};

const receipt = new File(['bon'], 'bon.jpg', { type: 'image/jpeg' });

/** A form that passes every check of a type showing every field. */
const complete: DeclarationFormValues = {
  declarationType: 1,
  date: '2026-03-09',
  amount: '12,50',
  description: 'Klantbezoek',
  locationStart: 'Stationsplein 1, Utrecht',
  locationEnd: 'Griffioenlaan 2, Utrecht',
  kilometers: 42,
  transportType: 'auto',
  vatRate: 21,
  receiptFile: receipt,
  keepsStoredReceipt: false,
};

const everyField = declarationType({
  id: 1,
  show_date_field: true,
  show_amount_field: true,
  show_description_field: true,
  show_location_start_field: true,
  show_location_end_field: true,
  show_kilometers_field: true,
  show_transport_type_field: true,
  show_receipt_field: true,
  show_vat_field: true,
  is_receipt_required: true,
});

describe('validateDeclarationForm', () => {
  it('passes a complete form', () => {
    expect(validateDeclarationForm(complete, everyField)).toBeNull();
  });

  it('shows the first failure only, each message in turn as the fields get filled', () => {
    // Fill the fields in the order of SPEC §5; after each one the next message must show.
    const fills: Array<[string, Partial<DeclarationFormValues>]> = [
      ['Selecteer een soort declaratie', { declarationType: 1 }],
      ['Vul een datum in', { date: '2026-03-09' }],
      ['Vul een bedrag in', { amount: '12,50' }],
      ['Vul een omschrijving in', { description: 'Klantbezoek' }],
      ['Vul een startlocatie in', { locationStart: 'Stationsplein 1, Utrecht' }],
      ['Vul een eindlocatie in', { locationEnd: 'Griffioenlaan 2, Utrecht' }],
      ['Bereken het aantal kilometers', { kilometers: 42 }],
      ['Upload een factuur of bon', { receiptFile: receipt }],
    ];
    let values: DeclarationFormValues = { ...EMPTY_FORM };
    const shown: Array<string | null> = [];
    for (const [, fill] of fills) {
      shown.push(validateDeclarationForm(values, values.declarationType ? everyField : undefined));
      values = { ...values, ...fill };
    }
    shown.push(validateDeclarationForm(values, everyField));
    expect(shown).toEqual([...fills.map(([message]) => message), null]);
    expect(fills.map(([message]) => message)).toEqual(Object.values(FORM_MESSAGES));
  });

  it.each(Object.entries(FORM_MESSAGES))(
    'shows %s -> "%s" when only that check fails',
    (field, message) => {
      const broken: Record<string, Partial<DeclarationFormValues>> = {
        type: { declarationType: null },
        date: { date: '' },
        amount: { amount: '' },
        description: { description: '  ' },
        locationStart: { locationStart: '' },
        locationEnd: { locationEnd: '' },
        kilometers: { kilometers: 0 },
        receipt: { receiptFile: null },
      };
      const values = { ...complete, ...broken[field] };
      expect(validateDeclarationForm(values, field === 'type' ? undefined : everyField)).toBe(
        message,
      );
    },
  );

  it('asks for a type when none is chosen', () => {
    expect(validateDeclarationForm(EMPTY_FORM, undefined)).toBe('Selecteer een soort declaratie');
  });

  it('only checks the fields the type shows', () => {
    const dateOnly = declarationType({ ...LUNCH_TYPE, show_receipt_field: false });
    expect(
      validateDeclarationForm(
        {
          ...EMPTY_FORM,
          declarationType: dateOnly.id,
          date: '2026-03-02',
          amount: '8,95',
          description: 'Lunch',
        },
        dateOnly,
      ),
    ).toBeNull();
  });

  it.each(['abc', '0', '0,00', '12,345', '-5'])('treats the amount %j as missing', (amount) => {
    expect(validateDeclarationForm({ ...complete, amount }, everyField)).toBe('Vul een bedrag in');
  });

  it('does not ask for a calculated amount; the kilometres come first', () => {
    const values = { ...complete, declarationType: KILOMETERS_TYPE.id, amount: '', kilometers: 0 };
    expect(validateDeclarationForm(values, KILOMETERS_TYPE)).toBe('Bereken het aantal kilometers');
  });

  it('accepts the receipt still stored with an edited row', () => {
    const values = { ...complete, receiptFile: null, keepsStoredReceipt: true };
    expect(validateDeclarationForm(values, everyField)).toBeNull();
  });

  it('does not ask for a receipt the type does not require', () => {
    const values = { ...complete, declarationType: LUNCH_TYPE.id, receiptFile: null };
    expect(validateDeclarationForm(values, LUNCH_TYPE)).toBeNull();
  });
});

describe('changeType', () => {
  it('empties every field the new type hides: texts and dates empty, km 0, no receipt', () => {
    const next = declarationType({
      ...noFieldsType(),
      id: 30,
      show_description_field: true,
    });
    expect(changeType(complete, everyField, next)).toEqual({
      declarationType: 30,
      date: '',
      amount: '',
      description: 'Klantbezoek',
      locationStart: '',
      locationEnd: '',
      kilometers: 0,
      transportType: '',
      vatRate: 0,
      receiptFile: null,
      keepsStoredReceipt: false,
    });
  });

  it('keeps what the new type still shows', () => {
    const values = { ...complete, declarationType: LUNCH_TYPE.id };
    const next = changeType(values, LUNCH_TYPE, PARKING_TYPE);
    expect(next).toMatchObject({
      declarationType: PARKING_TYPE.id,
      date: '2026-03-09',
      amount: '12,50',
      description: 'Klantbezoek',
      vatRate: 21,
      receiptFile: receipt,
      locationStart: '',
      kilometers: 0,
    });
  });

  it('calculates the amount when switching to a kilometre type, and sets the car', () => {
    const next = changeType({ ...complete, transportType: '' }, everyField, KILOMETERS_TYPE);
    expect(next).toMatchObject({ kilometers: 42, amount: '9,66', transportType: 'auto' });
  });

  it('drops a calculated amount when switching to a type where it is typed', () => {
    const values = { ...complete, declarationType: KILOMETERS_TYPE.id, amount: '9,66' };
    expect(changeType(values, KILOMETERS_TYPE, LUNCH_TYPE).amount).toBe('');
  });

  it('empties everything when the type is deselected', () => {
    expect(changeType(complete, everyField, undefined)).toEqual(EMPTY_FORM);
  });
});

describe('kilometre amount (its rounding is tested with the contract rule)', () => {
  it('follows the kilometres in the form with two decimals', () => {
    const values = { ...EMPTY_FORM, declarationType: KILOMETERS_TYPE.id };
    expect(setKilometers(values, 12.5, KILOMETERS_TYPE).amount).toBe('2,88');
    expect(setKilometers(values, 12.5, LUNCH_TYPE).amount).toBe('');
  });
});

describe('amounts as typed', () => {
  it.each([
    ['12,50', 12.5],
    ['12.5', 12.5],
    [' 1.234,50 ', 1234.5],
    ['7', 7],
    ['12,345', null],
    ['twaalf', null],
    ['', null],
  ])('reads %j as %j', (text, euros) => {
    expect(parseAmount(text)).toBe(euros);
  });

  it('writes euros back with a comma and two decimals', () => {
    expect(amountInputText(1234.5)).toBe('1234,50');
  });
});

describe('locations', () => {
  const trip = { ...complete, declarationType: KILOMETERS_TYPE.id, amount: '9,66' };

  it('clears end and km when the start location is cleared', () => {
    expect(changeLocation(trip, 'start', '', KILOMETERS_TYPE)).toMatchObject({
      locationStart: '',
      locationEnd: '',
      kilometers: 0,
      amount: '0,00',
    });
  });

  it('resets km when a location changes, so it is calculated again', () => {
    const next = changeLocation(trip, 'end', 'Croeselaan 1, Utrecht', KILOMETERS_TYPE);
    expect(next).toMatchObject({ locationEnd: 'Croeselaan 1, Utrecht', kilometers: 0 });
    expect(needsKilometerCalculation(next, KILOMETERS_TYPE)).toBe(true);
  });

  it('keeps km when the text is unchanged', () => {
    expect(changeLocation(trip, 'start', trip.locationStart, KILOMETERS_TYPE)).toBe(trip);
  });

  it('swaps start and end and resets km', () => {
    expect(swapLocations(trip, KILOMETERS_TYPE)).toMatchObject({
      locationStart: 'Griffioenlaan 2, Utrecht',
      locationEnd: 'Stationsplein 1, Utrecht',
      kilometers: 0,
    });
  });

  it('fills start, end and km from a recent trip and recalculates the amount', () => {
    const values = { ...EMPTY_FORM, declarationType: KILOMETERS_TYPE.id };
    const recent = {
      location_start: 'Utrecht Centraal',
      location_end: 'Amersfoort',
      kilometers: 25,
    };
    expect(pickRecentTrip(values, recent, KILOMETERS_TYPE)).toMatchObject({
      locationStart: 'Utrecht Centraal',
      locationEnd: 'Amersfoort',
      kilometers: 25,
      amount: '5,75',
    });
  });

  it('needs a calculation only with both locations, km 0 and a km field', () => {
    const values = { ...trip, kilometers: 0 };
    expect(needsKilometerCalculation(values, KILOMETERS_TYPE)).toBe(true);
    expect(needsKilometerCalculation(trip, KILOMETERS_TYPE)).toBe(false);
    expect(needsKilometerCalculation({ ...values, locationEnd: ' ' }, KILOMETERS_TYPE)).toBe(false);
    expect(needsKilometerCalculation(values, LUNCH_TYPE)).toBe(false);
  });
});

describe('payloads', () => {
  it('sends what a type shows and blanks what it hides', () => {
    const values = { ...complete, declarationType: PARKING_TYPE.id };
    expect(newRowPayload(values, PARKING_TYPE, '2026-03-31')).toEqual({
      declaration_type: PARKING_TYPE.id,
      date: '2026-03-09',
      amount: 12.5,
      description: 'Klantbezoek',
      location_start: '',
      location_end: '',
      kilometers: 0,
      transport_type: '',
      vat_rate: 21,
      return: false,
    });
  });

  it('uses the fallback date for a type without a date field', () => {
    const noDate = declarationType({ ...LUNCH_TYPE, show_date_field: false });
    expect(newRowPayload(complete, noDate, '2026-03-15').date).toBe('2026-03-15');
  });

  it('builds the multipart edit with the new receipt', () => {
    const form = updateRowFormData(
      { ...complete, declarationType: PARKING_TYPE.id },
      PARKING_TYPE,
      '2026-03-31',
    );
    expect(form.get('amount')).toBe('12.50');
    expect(form.get('declaration_type')).toBe(String(PARKING_TYPE.id));
    expect((form.get('receipt[]') as File).name).toBe('bon.jpg');
    expect(form.get('remove_receipt')).toBe('0');
  });

  it('asks to remove the stored receipt when the user took it away', () => {
    const values = { ...valuesFromRow(receiptRow()), keepsStoredReceipt: false };
    const form = updateRowFormData(values, PARKING_TYPE, '2026-03-31');
    expect(form.get('receipt[]')).toBeNull();
    expect(form.get('remove_receipt')).toBe('1');
  });

  it('starts the edit form from the row', () => {
    expect(valuesFromRow(receiptRow())).toMatchObject({
      declarationType: PARKING_TYPE.id,
      date: '2026-03-12',
      amount: '1234,50',
      vatRate: 21,
      keepsStoredReceipt: true,
    });
  });
});

describe('dates and types', () => {
  it('limits the date input to the month, leap day included', () => {
    expect(monthDateRange(2024, 2)).toEqual({ min: '2024-02-01', max: '2024-02-29' });
  });

  it.each([
    [{ year: 2026, month: 3, day: 14 }, '2026-03-14'],
    [{ year: 2026, month: 4, day: 5 }, '2026-03-31'],
    [{ year: 2026, month: 2, day: 20 }, '2026-03-01'],
  ])('keeps the default row date inside March 2026 (today %o)', (today, expected) => {
    expect(defaultRowDate(2026, 3, today)).toBe(expected);
  });

  it('sorts types by title, ignoring case', () => {
    const titles = sortTypesByTitle([
      declarationType({ title: { rendered: 'parkeren' } }),
      declarationType({ title: { rendered: 'Kilometers' } }),
      declarationType({ title: { rendered: 'Lunch' } }),
    ]).map((type) => type.title.rendered);
    expect(titles).toEqual(['Kilometers', 'Lunch', 'parkeren']);
  });
});

function noFieldsType() {
  return {
    show_date_field: false,
    show_amount_field: false,
    show_description_field: false,
    show_location_start_field: false,
    show_location_end_field: false,
    show_kilometers_field: false,
    show_transport_type_field: false,
    show_receipt_field: false,
    show_vat_field: false,
    is_receipt_required: false,
    auto_calculate_amount: false,
    calculate_kilometers: false,
    unit: null,
  };
}
