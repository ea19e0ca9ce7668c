import type { DeclarationType } from '../declarations.js';
import { DEFAULT_TRANSPORT_TYPE } from './declaration-limits.js';
import { kilometreAmountCents, unitCentsPerKm, VAT_RATES } from './money.js';

/**
 * The rules of one declaration line, for the form (before sending) and the server (before
 * storing) alike: which fields a type shows, what is checked and in which order (SPEC §5), with
 * the Dutch message and the code of the server's 422, and the line as it is stored.
 */

/**
 * Every check, in the order of SPEC §5 and then the server's own limits. Only the first
 * failure is shown: the form shows its message, the server answers it as a 422 with the code.
 */
export const DECLARATION_LINE_PROBLEMS = {
  type_invalid: { field: 'declaration_type', message: 'Selecteer een soort declaratie' },
  date_required: { field: 'date', message: 'Vul een datum in' },
  amount_required: { field: 'amount', message: 'Vul een bedrag in' },
  description_required: { field: 'description', message: 'Vul een omschrijving in' },
  location_start_required: { field: 'location_start', message: 'Vul een startlocatie in' },
  location_end_required: { field: 'location_end', message: 'Vul een eindlocatie in' },
  kilometers_invalid: {
    field: 'kilometers',
    message: 'Het aantal kilometers moet tussen 0 en 5000 liggen.',
  },
  kilometers_required: { field: 'kilometers', message: 'Bereken het aantal kilometers' },
  receipt_required: { field: 'receipt', message: 'Upload een factuur of bon' },
  vat_rate_invalid: { field: 'vat_rate', message: 'Het btw-tarief moet 0, 9 of 21 procent zijn.' },
  rate_missing: {
    field: 'amount',
    message: 'Er is geen kilometervergoeding bekend voor deze datum.',
  },
  amount_invalid: {
    field: 'amount',
    message: 'Het bedrag moet 0 of hoger zijn, met hoogstens twee decimalen.',
  },
  return_without_trip: {
    field: 'return',
    message: 'Een retour kan alleen voor een rit met een start- en eindlocatie.',
  },
} as const;

export type DeclarationLineCode = keyof typeof DECLARATION_LINE_PROBLEMS;
export type DeclarationLineField = (typeof DECLARATION_LINE_PROBLEMS)[DeclarationLineCode]['field'];

export interface DeclarationLineProblem {
  field: DeclarationLineField;
  code: DeclarationLineCode;
  message: string;
}

export const MAX_KILOMETERS = 5000;
export const MAX_AMOUNT_EUROS = 100_000;

/** One line as the form or the request gives it, before its type's rules apply. */
export interface DeclarationLineInput {
  declaration_type: number | null;
  /** `yyyy-MM-dd`, or empty. */
  date: string;
  /** Euros; null when none was given or it could not be read. */
  amount: number | null;
  description: string;
  location_start: string;
  location_end: string;
  kilometers: number;
  transport_type: string;
  vat_rate: number;
  /** A receipt goes with the line: a new file, or the one already stored with it. */
  has_receipt: boolean;
  /** The line is the way back of a trip. */
  return: boolean;
}

/**
 * The line as it is stored: what its type shows, trimmed; what it hides empty, 0 or absent.
 * The date is empty when the type shows none: the sender picks the line's date then.
 */
export interface DeclarationLine extends Omit<DeclarationLineInput, 'declaration_type' | 'amount'> {
  declaration_type: number;
  /**
   * Euro cents: typed, or km × the type's unit for a type that calculates it. Null when the
   * type shows no amount, or none could be had (there is a problem then).
   */
  amount_cents: number | null;
}

/** SPEC §3: the fields a type shows, from its flags. A hidden field is reset (SPEC §4). */
export function declarationLineFields(type: DeclarationType | undefined) {
  return {
    date: Boolean(type?.show_date_field),
    amount: Boolean(type?.show_amount_field),
    description: Boolean(type?.show_description_field),
    location_start: Boolean(type?.show_location_start_field),
    location_end: Boolean(type?.show_location_end_field),
    kilometers: Boolean(type?.show_kilometers_field),
    transport_type: Boolean(type?.show_transport_type_field),
    vat_rate: Boolean(type?.show_vat_field),
    receipt: Boolean(type?.show_receipt_field),
  };
}

/** SPEC §4: the amount is km × unit when the type both calculates kilometres and the amount. */
export function calculatesAmount(type: DeclarationType | undefined): boolean {
  return Boolean(type?.auto_calculate_amount && type.calculate_kilometers);
}

/**
 * What a type keeps of the input (SPEC §4: hidden fields are reset). The type's `unit` is the
 * kilometre rate for the line's date: the server presents the type with that rate.
 */
export function normalizeDeclarationLine(
  type: DeclarationType,
  input: DeclarationLineInput,
): DeclarationLine {
  const shows = declarationLineFields(type);
  const text = (shown: boolean, value: string) => (shown ? value.trim() : '');
  const kilometers = shows.kilometers ? input.kilometers : 0;
  let amountCents: number | null = null;
  if (calculatesAmount(type)) {
    amountCents =
      type.unit === null ? null : kilometreAmountCents(kilometers, unitCentsPerKm(type.unit));
  } else if (shows.amount && input.amount !== null) {
    amountCents = Math.round(input.amount * 100);
  }
  return {
    declaration_type: type.id,
    date: shows.date ? input.date : '',
    amount_cents: amountCents,
    description: text(shows.description, input.description),
    location_start: text(shows.location_start, input.location_start),
    location_end: text(shows.location_end, input.location_end),
    kilometers,
    // SPEC §3: the form offers only the car; an empty choice means the car.
    transport_type: shows.transport_type ? input.transport_type || DEFAULT_TRANSPORT_TYPE : '',
    vat_rate: shows.vat_rate ? input.vat_rate : 0,
    has_receipt: shows.receipt && input.has_receipt,
    return: input.return,
  };
}

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/**
 * Every problem of the line, in the order they are reported (see DECLARATION_LINE_PROBLEMS);
 * empty when the line may be stored. Without a type (or another type than the line names)
 * nothing else can be judged.
 */
export function declarationLineProblems(
  type: DeclarationType | undefined,
  input: DeclarationLineInput,
): DeclarationLineProblem[] {
  const problems: DeclarationLineProblem[] = [];
  const report = (code: DeclarationLineCode) =>
    problems.push({ code, ...DECLARATION_LINE_PROBLEMS[code] });
  if (!type || input.declaration_type !== type.id) {
    report('type_invalid');
    return problems;
  }
  const shows = declarationLineFields(type);
  const line = normalizeDeclarationLine(type, input);
  const calculated = calculatesAmount(type);

  if (shows.date && !line.date) report('date_required');
  // A calculated amount is not typed; the kilometre check covers it.
  if (shows.amount && !calculated && input.amount === null) report('amount_required');
  if (shows.description && !line.description) report('description_required');
  if (shows.location_start && !line.location_start) report('location_start_required');
  if (shows.location_end && !line.location_end) report('location_end_required');
  // Kilometres are stored to a tenth.
  if (
    line.kilometers < 0 ||
    line.kilometers > MAX_KILOMETERS ||
    !hasAtMostDecimals(line.kilometers, 1)
  ) {
    report('kilometers_invalid');
  }
  if (shows.kilometers && !(line.kilometers > 0)) report('kilometers_required');
  if (shows.receipt && type.is_receipt_required && !line.has_receipt) report('receipt_required');
  if (!(VAT_RATES as readonly number[]).includes(line.vat_rate)) report('vat_rate_invalid');
  if (calculated) {
    if (type.unit === null) report('rate_missing');
  } else {
    const euros = shows.amount ? (input.amount ?? 0) : 0;
    if (euros < 0 || euros > MAX_AMOUNT_EUROS || !hasAtMostDecimals(euros, 2)) {
      report('amount_invalid');
    }
  }
  if (line.return && (!line.location_start || !line.location_end)) report('return_without_trip');
  return problems;
}
