import type { DeclarationRow, DeclarationType, NewRowPayload } from '@portal/contract';
import {
  DEFAULT_TRANSPORT_TYPE,
  calculatesAmount,
  daysInMonth,
  declarationLineFields,
  kilometreAmount,
  normalizeDeclarationLine,
  toIsoDate,
  type CalendarDate,
  type DeclarationLineInput,
} from '@portal/contract/rules';

/**
 * The declaration form (SPEC §4 "Declaration form behaviour"): its values, how they change
 * with the type, the places and the kilometres, and the payloads sent. What a line must hold
 * is the contract's declaration-line rule; this reads the form into it. Pure, so every step is
 * tested without a screen.
 */

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

function withCalculatedAmount(
  values: DeclarationFormValues,
  type: DeclarationType | undefined,
): DeclarationFormValues {
  if (!type || !calculatesAmount(type)) return values;
  const euros = kilometreAmount(values.kilometers, type.unit);
  return { ...values, amount: euros === null ? '' : amountInputText(euros) };
}

/** What a field the type hides is reset to (SPEC §4): texts and dates empty, km 0, no receipt. */
const HIDDEN_VALUES: Record<
  keyof ReturnType<typeof declarationLineFields>,
  Partial<DeclarationFormValues>
> = {
  date: { date: '' },
  amount: { amount: '' },
  description: { description: '' },
  location_start: { locationStart: '' },
  location_end: { locationEnd: '' },
  kilometers: { kilometers: 0 },
  transport_type: { transportType: '' },
  vat_rate: { vatRate: 0 },
  receipt: { receiptFile: null, keepsStoredReceipt: false },
};

/**
 * SPEC §4: on a type change, fields the new type hides are emptied, so nothing invisible is
 * sent. An amount that was calculated for the old type is not the user's own and goes too.
 */
export function changeType(
  values: DeclarationFormValues,
  previous: DeclarationType | undefined,
  next: DeclarationType | undefined,
): DeclarationFormValues {
  const shows = declarationLineFields(next);
  let changed: DeclarationFormValues = { ...values, declarationType: next?.id ?? null };
  for (const [field, shown] of Object.entries(shows)) {
    if (!shown) changed = { ...changed, ...HIDDEN_VALUES[field as keyof typeof shows] };
  }
  if (calculatesAmount(previous)) changed.amount = '';
  if (shows.transport_type && !changed.transportType) {
    changed.transportType = DEFAULT_TRANSPORT_TYPE;
  }
  return withCalculatedAmount(changed, next);
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
    declarationLineFields(type).kilometers &&
    values.locationStart.trim() &&
    values.locationEnd.trim() &&
    values.kilometers === 0,
  );
}

/**
 * The form read as a declaration line for the contract's rule. SPEC §5: an amount of 0, or one
 * the form cannot read, counts as no amount.
 */
export function lineInputOf(values: DeclarationFormValues): DeclarationLineInput {
  return {
    declaration_type: values.declarationType,
    date: values.date,
    amount: parseAmount(values.amount) || null,
    description: values.description,
    location_start: values.locationStart,
    location_end: values.locationEnd,
    kilometers: values.kilometers,
    transport_type: values.transportType,
    vat_rate: values.vatRate,
    has_receipt: values.receiptFile !== null || values.keepsStoredReceipt,
    return: false,
  };
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

/** The line as its type keeps it; a type without a date field takes the fallback date. */
function rowFields(
  values: DeclarationFormValues,
  type: DeclarationType,
  fallbackDate: string,
): RowFields {
  const line = normalizeDeclarationLine(type, lineInputOf(values));
  return {
    declaration_type: line.declaration_type,
    date: line.date || fallbackDate,
    ...(line.amount_cents === null ? {} : { amount: line.amount_cents / 100 }),
    description: line.description,
    location_start: line.location_start,
    location_end: line.location_end,
    kilometers: line.kilometers,
    transport_type: line.transport_type as RowFields['transport_type'],
    vat_rate: line.vat_rate,
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
  const receipt = declarationLineFields(type).receipt ? values.receiptFile : null;
  if (receipt) form.append('receipt[]', receipt, receipt.name);
  form.append('remove_receipt', !receipt && !values.keepsStoredReceipt ? '1' : '0');
  return form;
}
