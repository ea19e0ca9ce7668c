import { kilometreAmountCents, VAT_RATES } from '@portal/contract';
import { unprocessable } from '../../http/errors.js';
import type { TypeRow } from './repository.js';

export interface RowInput {
  date: string;
  amount?: number;
  description: string;
  location_start: string;
  location_end: string;
  kilometers: number;
  transport_type: string;
  vat_rate: number;
}

export interface CheckedRow {
  amountCents: number;
  description: string;
  locationStart: string;
  locationEnd: string;
  kilometerTenths: number;
  transportType: string;
  vatRate: number;
}

const isWholeCents = (euros: number) => Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6;

/** Whether the server computes the amount itself (km × the rate on the row's date). */
export const calculatesAmount = (type: TypeRow) =>
  type.autoCalculateAmount && type.calculateKilometers;

/**
 * The rules of one row for its type, in the order of SPEC §5, answered with 422 and the same
 * Dutch message the form shows. Fields the type hides are reset, as the form does.
 */
export function checkRow(
  type: TypeRow,
  input: RowInput,
  hasReceipt: boolean,
  rateCentsPerKm: number | undefined,
): CheckedRow {
  const shown = (flag: boolean, value: string) => (flag ? value.trim() : '');
  const description = shown(type.showDescriptionField, input.description);
  const locationStart = shown(type.showLocationStartField, input.location_start);
  const locationEnd = shown(type.showLocationEndField, input.location_end);
  const kilometers = type.showKilometersField ? input.kilometers : 0;
  const automatic = calculatesAmount(type);

  if (type.showAmountField && !automatic && input.amount === undefined) {
    throw unprocessable('amount_required', 'Vul een bedrag in');
  }
  if (type.showDescriptionField && !description) {
    throw unprocessable('description_required', 'Vul een omschrijving in');
  }
  if (type.showLocationStartField && !locationStart) {
    throw unprocessable('location_start_required', 'Vul een startlocatie in');
  }
  if (type.showLocationEndField && !locationEnd) {
    throw unprocessable('location_end_required', 'Vul een eindlocatie in');
  }
  if (
    kilometers < 0 ||
    kilometers > 5000 ||
    Math.abs(Math.round(kilometers * 10) - kilometers * 10) > 1e-6
  ) {
    throw unprocessable(
      'kilometers_invalid',
      'Het aantal kilometers moet tussen 0 en 5000 liggen.',
    );
  }
  if (type.showKilometersField && kilometers <= 0) {
    throw unprocessable('kilometers_required', 'Bereken het aantal kilometers');
  }
  if (type.isReceiptRequired && !hasReceipt) {
    throw unprocessable('receipt_required', 'Upload een factuur of bon');
  }
  const vatRate = type.showVatField ? input.vat_rate : 0;
  if (!(VAT_RATES as readonly number[]).includes(vatRate)) {
    throw unprocessable('vat_rate_invalid', 'Het btw-tarief moet 0, 9 of 21 procent zijn.');
  }

  let amountCents: number;
  if (automatic) {
    if (rateCentsPerKm === undefined) {
      throw unprocessable('rate_missing', 'Er is geen kilometervergoeding bekend voor deze datum.');
    }
    amountCents = kilometreAmountCents(kilometers, rateCentsPerKm);
  } else {
    const amount = type.showAmountField ? (input.amount ?? 0) : 0;
    if (amount < 0 || amount > 100_000 || !isWholeCents(amount)) {
      throw unprocessable(
        'amount_invalid',
        'Het bedrag moet 0 of hoger zijn, met hoogstens twee decimalen.',
      );
    }
    amountCents = Math.round(amount * 100);
  }

  return {
    amountCents,
    description,
    locationStart,
    locationEnd,
    kilometerTenths: Math.round(kilometers * 10),
    // The form offers only auto (SPEC §3); an empty choice means auto.
    transportType: type.showTransportTypeField ? input.transport_type || 'auto' : '',
    vatRate,
  };
}

/** The same line: what copying onto a date must not duplicate. */
export function sameLine(
  a: {
    typeId: number;
    description: string;
    locationStart: string;
    locationEnd: string;
    kilometerTenths: number;
    amountCents: number;
  },
  b: typeof a,
): boolean {
  return (
    a.typeId === b.typeId &&
    a.description === b.description &&
    a.locationStart === b.locationStart &&
    a.locationEnd === b.locationEnd &&
    a.kilometerTenths === b.kilometerTenths &&
    a.amountCents === b.amountCents
  );
}
