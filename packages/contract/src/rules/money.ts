/** Money is integer euro cents everywhere; the API shows euros with two decimals. */
export const VAT_RATES = [0, 9, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** The VAT inside an amount that includes it: amount × rate / (100 + rate), in whole cents. */
export function vatPartCents(amountCents: number, rate: number): number {
  if (!rate) return 0;
  return Math.round((amountCents * rate) / (100 + rate));
}

export interface DeclarationTotals {
  /** Subtotaal: the amounts without their VAT. */
  subtotalCents: number;
  vat9Cents: number;
  vat21Cents: number;
  /** Totaal: the amounts as declared, VAT included. */
  totalCents: number;
}

/** SPEC §2 summary panel: Subtotaal, BTW 9%, BTW 21%, Totaal. */
export function declarationTotals(
  rows: ReadonlyArray<{ amountCents: number; vatRate: number }>,
): DeclarationTotals {
  let vat9Cents = 0;
  let vat21Cents = 0;
  let totalCents = 0;
  for (const row of rows) {
    totalCents += row.amountCents;
    if (row.vatRate === 9) vat9Cents += vatPartCents(row.amountCents, 9);
    if (row.vatRate === 21) vat21Cents += vatPartCents(row.amountCents, 21);
  }
  return { subtotalCents: totalCents - vat9Cents - vat21Cents, vat9Cents, vat21Cents, totalCents };
}

/** SPEC §4: amount = km × unit with two decimals, for a type that auto-calculates. */
export function kilometreAmountCents(kilometers: number, unitCentsPerKm: number): number {
  return Math.round(kilometers * unitCentsPerKm);
}

/**
 * A unit in euros per km (as the API shows it) in cents, rounded to a thousandth of a cent, so
 * 0.23 €/km does not become 22.999… cents.
 */
export function unitCentsPerKm(unit: number): number {
  return Math.round(unit * 100 * 1000) / 1000;
}

/** SPEC §4: km × unit (euros per km) in euros with two decimals; null without a unit. */
export function kilometreAmount(kilometers: number, unit: number | null): number | null {
  if (unit === null) return null;
  return kilometreAmountCents(kilometers, unitCentsPerKm(unit)) / 100;
}
