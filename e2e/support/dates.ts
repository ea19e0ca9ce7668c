import { DUTCH_MONTHS, todayInAmsterdam, toIsoDate } from '@portal/contract/rules';

/** Today in the Netherlands, as the portal and server see it. */
export const amsterdamToday = () => todayInAmsterdam();

export const iso = (year: number, month: number, day: number) => toIsoDate({ year, month, day });

/** A date as the portal's date fields show it (dd-mm-jjjj, issue 25 item 15). */
export const dutchDate = (year: number, month: number, day: number) =>
  iso(year, month, day).split('-').reverse().join('-');

export const MONTHS: readonly string[] = DUTCH_MONTHS;

/** A small but real PDF, to upload as a receipt. */
export function receiptPdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}
