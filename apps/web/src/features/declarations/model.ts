import type { DeclarationRow, DeclarationType, NewRowPayload } from '@portal/contract';
import {
  daysInMonth,
  kilometreAmountCents,
  toIsoDate,
  type CalendarDate,
} from '@portal/contract/rules';

/**
 * The declaration form's rules (SPEC §4 "Declaration form behaviour", §5): which fields a type
 * keeps, how kilometres and the amount follow from each other, what is checked first, and the
 * payloads sent. Pure, so every rule is tested without a screen.
 */

export const FORM_MESSAGES = {
  type: 'Selecteer een soort declaratie',
  date: 'Vul een datum in',
  amount: 'Vul een bedrag in',
  description: 'Vul een omschrijving in',
  locationStart: 'Vul een startlocatie in',
  locationEnd: 'Vul een eindlocatie in',
  kilometers: 'Bereken het aantal kilometers',
  receipt: 'Upload een factuur of bon',
} as const;

export interface DeclarationFormValues {
  declarationType: number | null;
  /** `yyyy-MM-dd`, as a date input gives it. */
  date: string;
  /** As typed: "12,50" or "12.50". */
  amount: string;
  description: string;
  locationStart: string;
  locationEnd: string;
  kilometers: number;
  transportType: string;
  vatRate: number;
  /** A newly chosen receipt. */
  receiptFile: File | null;
  /** Edit form: the receipt stored with the row is still attached. */
  keepsStoredReceipt: boolean;
}

export const EMPTY_FORM: DeclarationFormValues = {
  declarationType: null,
  date: '',
  amount: '',
  description: '',
  locationStart: '',
  locationEnd: '',
  kilometers: 0,
  transportType: '',
  vatRate: 0,
  receiptFile: null,
  keepsStoredReceipt: false,
};

/** SPEC §3: the new form offers only the car. */
export const NEW_FORM_TRANSPORT_TYPE = 'auto';

/** Amount = km × unit when the type both calculates kilometres and derives the amount. */
export function isAmountCalculated(type: DeclarationType | undefined): boolean {
  return Boolean(type?.auto_calculate_amount && type.calculate_kilometers);
}

/** "12,5" or "1234.50" to euros; null when it is not an amount of at most two decimals. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  // With both separators the comma is the decimal one (1.234,50), as in Dutch.
  const normalised = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** Euros as the amount field shows them: "12,50", no grouping so it reads back unchanged. */
export function amountInputText(euros: number): string {
  return euros.toFixed(2).replace('.', ',');
}

/**
 * SPEC §4: km × unit (euros per km), two decimals. The unit goes to cents first, rounded to
 * a thousandth of a cent, so 0.23 €/km does not become 22.999… cents.
 */
export function kilometreAmount(kilometers: number, unit: number | null): number | null {
  if (unit === null) return null;
  const unitCents = Math.round(unit * 100 * 1000) / 1000;
  return kilometreAmountCents(kilometers, unitCents) / 100;
}

function withCalculatedAmount(
  values: DeclarationFormValues,
  type: DeclarationType | undefined,
): DeclarationFormValues {
  if (!type || !isAmountCalculated(type)) return values;
  const euros = kilometreAmount(values.kilometers, type.unit);
  return { ...values, amount: euros === null ? '' : amountInputText(euros) };
}

/**
 * SPEC §4: on a type change, fields the new type hides are emptied (texts and dates empty,
 * km 0, attachment gone), so nothing invisible is sent. An amount that was calculated for the
 * old type is not the user's own and goes too.
 */
export function changeType(
  values: DeclarationFormValues,
  previous: DeclarationType | undefined,
  next: DeclarationType | undefined,
): DeclarationFormValues {
  const shows = (flag: keyof DeclarationType) => Boolean(next?.[flag]);
  const keepAmount = shows('show_amount_field') && !isAmountCalculated(previous);
  return withCalculatedAmount(
    {
      declarationType: next?.id ?? null,
      date: shows('show_date_field') ? values.date : '',
      amount: keepAmount ? values.amount : '',
      description: shows('show_description_field') ? values.description : '',
      locationStart: shows('show_location_start_field') ? values.locationStart : '',
      locationEnd: shows('show_location_end_field') ? values.locationEnd : '',
      kilometers: shows('show_kilometers_field') ? values.kilometers : 0,
      transportType: shows('show_transport_type_field')
        ? values.transportType || NEW_FORM_TRANSPORT_TYPE
        : '',
      vatRate: shows('show_vat_field') ? values.vatRate : 0,
      receiptFile: shows('show_receipt_field') ? values.receiptFile : null,
      keepsStoredReceipt: shows('show_receipt_field') ? values.keepsStoredReceipt : false,
    },
    next,
  );
}

/**
 * A changed location makes the kilometres stale: they go back to 0 so they are calculated
 * again. SPEC §4: clearing the start location clears the end location too.
 */
export function changeLocation(
  values: DeclarationFormValues,
  which: 'start' | 'end',
  text: string,
  type: DeclarationType | undefined,
): DeclarationFormValues {
  const current = which === 'start' ? values.locationStart : values.locationEnd;
  if (text === current) return values;
  const next =
    which === 'start' && text.trim() === ''
      ? { ...values, locationStart: '', locationEnd: '' }
      : { ...values, [which === 'start' ? 'locationStart' : 'locationEnd']: text };
  return withCalculatedAmount({ ...next, kilometers: 0 }, type);
}

/** SPEC §4: switching start and end resets km to 0 (the way back may differ). */
export function swapLocations(
  values: DeclarationFormValues,
  type: DeclarationType | undefined,
): DeclarationFormValues {
  return withCalculatedAmount(
    {
      ...values,
      locationStart: values.locationEnd,
      locationEnd: values.locationStart,
      kilometers: 0,
    },
    type,
  );
}

export interface RecentTrip {
  location_start: string;
  location_end: string;
  kilometers: number;
}

/** SPEC §4: a recent trip fills start, end and km, and the amount follows. */
export function pickRecentTrip(
  values: DeclarationFormValues,
  trip: RecentTrip,
  type: DeclarationType | undefined,
): DeclarationFormValues {
  return withCalculatedAmount(
    {
      ...values,
      locationStart: trip.location_start,
      locationEnd: trip.location_end,
      kilometers: trip.kilometers,
    },
    type,
  );
}

export function setKilometers(
  values: DeclarationFormValues,
  kilometers: number,
  type: DeclarationType | undefined,
): DeclarationFormValues {
  return withCalculatedAmount({ ...values, kilometers }, type);
}

/** SPEC §4: kilometres are calculated from start and end while km is 0. */
export function needsKilometerCalculation(
  values: DeclarationFormValues,
  type: DeclarationType | undefined,
): boolean {
  return Boolean(
    type?.show_kilometers_field &&
    values.locationStart.trim() &&
    values.locationEnd.trim() &&
    values.kilometers === 0,
  );
}

/** SPEC §5: only the first failure is shown, in this order. */
export function validateDeclarationForm(
  values: DeclarationFormValues,
  type: DeclarationType | undefined,
): string | null {
  if (!type || values.declarationType !== type.id) return FORM_MESSAGES.type;
  if (type.show_date_field && !values.date) return FORM_MESSAGES.date;
  // A calculated amount is not typed; the kilometre check below covers it.
  if (type.show_amount_field && !isAmountCalculated(type) && !(parseAmount(values.amount) ?? 0)) {
    return FORM_MESSAGES.amount;
  }
  if (type.show_description_field && !values.description.trim()) return FORM_MESSAGES.description;
  if (type.show_location_start_field && !values.locationStart.trim()) {
    return FORM_MESSAGES.locationStart;
  }
  if (type.show_location_end_field && !values.locationEnd.trim()) return FORM_MESSAGES.locationEnd;
  if (type.show_kilometers_field && !(values.kilometers > 0)) return FORM_MESSAGES.kilometers;
  const hasReceipt = values.receiptFile !== null || values.keepsStoredReceipt;
  if (type.show_receipt_field && type.is_receipt_required && !hasReceipt) {
    return FORM_MESSAGES.receipt;
  }
  return null;
}

/** The date input's bounds: the route's month (SPEC §5). */
export function monthDateRange(year: number, month: number): { min: string; max: string } {
  return {
    min: toIsoDate({ year, month, day: 1 }),
    max: toIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/**
 * A row needs a date even when its type shows no date field: today, kept inside the month
 * (its first day for a month ahead, its last for a month past).
 */
export function defaultRowDate(year: number, month: number, today: CalendarDate): string {
  const { min, max } = monthDateRange(year, month);
  const todayIso = toIsoDate(today);
  if (todayIso < min) return min;
  return todayIso > max ? max : todayIso;
}

/** The fields of a row as the edit form starts with them. */
export function valuesFromRow(row: DeclarationRow): DeclarationFormValues {
  return {
    declarationType: row.declaration_type,
    date: row.date.slice(0, 10),
    amount: amountInputText(row.amount),
    description: row.description,
    locationStart: row.location_start,
    locationEnd: row.location_end,
    kilometers: row.kilometers,
    transportType: row.transport_type,
    vatRate: row.vat_rate,
    receiptFile: null,
    keepsStoredReceipt: row.receipt !== null,
  };
}

type RowFields = Omit<NewRowPayload, 'receipt' | 'return'>;

/** What the type shows is sent; what it hides goes as empty, 0 or not at all. */
function rowFields(
  values: DeclarationFormValues,
  type: DeclarationType,
  fallbackDate: string,
): RowFields {
  const amount = type.show_amount_field ? parseAmount(values.amount) : null;
  return {
    declaration_type: type.id,
    date: (type.show_date_field && values.date) || fallbackDate,
    ...(amount === null ? {} : { amount }),
    description: type.show_description_field ? values.description.trim() : '',
    location_start: type.show_location_start_field ? values.locationStart.trim() : '',
    location_end: type.show_location_end_field ? values.locationEnd.trim() : '',
    kilometers: type.show_kilometers_field ? values.kilometers : 0,
    transport_type: type.show_transport_type_field
      ? ((values.transportType || NEW_FORM_TRANSPORT_TYPE) as RowFields['transport_type'])
      : '',
    vat_rate: type.show_vat_field ? values.vatRate : 0,
  };
}

/** JSON body of POST add-declaration-row; the receipt is read from the file separately. */
export function newRowPayload(
  values: DeclarationFormValues,
  type: DeclarationType,
  fallbackDate: string,
): NewRowPayload {
  return { ...rowFields(values, type, fallbackDate), return: false };
}

/** Multipart body of POST update-declaration-row/{id}. */
export function updateRowFormData(
  values: DeclarationFormValues,
  type: DeclarationType,
  fallbackDate: string,
): FormData {
  const fields = rowFields(values, type, fallbackDate);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, name === 'amount' ? Number(value).toFixed(2) : String(value));
  }
  const receipt = type.show_receipt_field ? values.receiptFile : null;
  if (receipt) form.append('receipt[]', receipt, receipt.name);
  form.append('remove_receipt', !receipt && !values.keepsStoredReceipt ? '1' : '0');
  return form;
}

/** SPEC §4: a return trip for a trip with both locations and km that has none yet. */
export function canAddReturnTrip(row: DeclarationRow): boolean {
  return Boolean(
    row.location_start.trim() &&
    row.location_end.trim() &&
    row.kilometers > 0 &&
    !row.return &&
    !row.has_return,
  );
}

/**
 * The reverse of a trip: start and end swapped, same date, type, km and VAT. The amount is
 * the trip's own; for a type that calculates it, the server does so from the kilometres.
 */
export function returnTripPayload(row: DeclarationRow): NewRowPayload {
  return {
    declaration_type: row.declaration_type,
    date: row.date.slice(0, 10),
    amount: row.amount,
    description: `Retour van ${row.type}`,
    location_start: row.location_end,
    location_end: row.location_start,
    kilometers: row.kilometers,
    transport_type: (row.transport_type || '') as NewRowPayload['transport_type'],
    vat_rate: row.vat_rate,
    return: true,
  };
}

/** SPEC §3: types are offered alphabetically by title. */
export function sortTypesByTitle(types: readonly DeclarationType[]): DeclarationType[] {
  return [...types].sort((a, b) =>
    a.title.rendered.localeCompare(b.title.rendered, 'nl', { sensitivity: 'base' }),
  );
}
