import type { DeclarationTypeFlag } from '@portal/contract';

/**
 * "0,25", "€ 0,25" or "0.25" → 25 cents; null when it is no amount or has more than whole
 * cents. A Dutch amount writes its decimals after a comma (SPEC §9).
 */
export function parseEuroCents(text: string): number | null {
  const compact = text.replace(/[€\s]/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return null;
  const [whole, fraction = ''] = compact.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 25 → "0,25" for an input; the Dutch decimal comma. */
export const centsToInput = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** The flags of SPEC §3 grouped as Beheer's form shows them, each with its Dutch label. */
export const FLAG_GROUPS: ReadonlyArray<{
  legend: string;
  flags: ReadonlyArray<[DeclarationTypeFlag, string]>;
}> = [
  {
    legend: 'Velden op het formulier',
    flags: [
      ['show_date_field', 'Datum'],
      ['show_amount_field', 'Bedrag'],
      ['show_description_field', 'Omschrijving'],
      ['show_vat_field', 'Btw'],
    ],
  },
  {
    legend: 'Reis',
    flags: [
      ['show_location_start_field', 'Startlocatie'],
      ['show_location_end_field', 'Eindlocatie'],
      ['show_transport_type_field', 'Vervoermiddel'],
      ['show_kilometers_field', 'Kilometers'],
      ['calculate_kilometers', 'Kilometers berekenen uit start en eind'],
      ['auto_calculate_amount', 'Bedrag berekenen: kilometers × vergoeding per km'],
    ],
  },
  {
    legend: 'Bon',
    flags: [
      ['show_receipt_field', 'Bon of factuur uploaden'],
      ['is_receipt_required', 'Bon of factuur verplicht'],
    ],
  },
];

/** A new type's flags: the database's defaults. */
export const DEFAULT_FLAGS: Record<DeclarationTypeFlag, boolean> = {
  show_date_field: true,
  show_amount_field: true,
  show_description_field: true,
  show_location_start_field: false,
  show_location_end_field: false,
  show_kilometers_field: false,
  show_transport_type_field: false,
  show_receipt_field: true,
  show_vat_field: true,
  is_receipt_required: false,
  auto_calculate_amount: false,
  calculate_kilometers: false,
};

export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Er is iets misgegaan.';
