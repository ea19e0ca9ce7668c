/**
 * What a receipt's text says about its line: the date, the total, the VAT rate and the shop.
 * The text comes from OCR (a photo) or a PDF's text layer, so it is read leniently: a letter O
 * where a zero belongs, spaces around separators, a euro sign read as a C or an E. Each value
 * is a suggestion the user confirms by saving; when it is not clear, it is left out (null)
 * rather than guessed.
 */

export interface ReceiptSuggestions {
  /** YYYY-MM-DD */
  date: string | null;
  /** In euros, two decimals. */
  amount: number | null;
  vatRate: 9 | 21 | null;
  shop: string | null;
}

import {
  amountsBesideRate,
  amountsOnLine,
  digitsFromOcr,
  NUMERIC_DATE,
  printsBase,
  rateOnLine,
  VAT_LINE,
} from './receipt-text.js';
import { findTotal } from './receipt-total.js';

const MONTHS: Record<string, number> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  febr: 2,
  februari: 2,
  february: 2,
  mrt: 3,
  maa: 3,
  mar: 3,
  maart: 3,
  march: 3,
  apr: 4,
  april: 4,
  mei: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  aug: 8,
  augustus: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oct: 10,
  oktober: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

function isoDate(day: number, month: number, year: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 31-02 and the like
  return `${fullYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ISO_DATE = /(?<!\d)(20\d{2})-(\d{1,2})-(\d{1,2})(?!\d)/g;
const WORD_DATE = /(?<!\d)(\d{1,2})\.?\s*([a-z]{3,9})\.?,?\s+'?(\d{4}|\d{2})(?!\d)/gi;

/** Every date on a line, where it stands, in that order. */
function datesOnLine(line: string): Array<{ at: number; end: number; date: string }> {
  const found: Array<{ at: number; end: number; date: string }> = [];
  const text = digitsFromOcr(line);
  const add = (match: RegExpExecArray, date: string | null) => {
    if (date) found.push({ at: match.index, end: match.index + match[0].length, date });
  };
  for (const match of text.matchAll(ISO_DATE)) {
    add(match, isoDate(Number(match[3]), Number(match[2]), Number(match[1])));
  }
  for (const match of text.matchAll(NUMERIC_DATE)) {
    add(match, isoDate(Number(match[1]), Number(match[2]), Number(match[3])));
  }
  for (const match of text.matchAll(WORD_DATE)) {
    const month = MONTHS[match[2]!.toLowerCase()];
    add(match, month ? isoDate(Number(match[1]), month, Number(match[3])) : null);
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Dates that are not the receipt's: when to pay, until when a voucher or offer holds. */
const OTHER_DATE =
  /verval|due|uiterlijk|betalen\s*v[oó]{2}r|geldig|t\s?\/\s?m|houdbaar|expir|valid|periode|lever/i;
const DATE_LABEL = /datum|date/i;

/**
 * The dates of the receipt's text with the words that name each: the text before it on its
 * line ("Factuurdatum: 30-09-2026 Vervaldatum: 30-10-2026"), or, for a row of dates under a
 * row of headings ("Factuurdatum Vervaldatum"), the heading in the same place.
 */
function labelledDates(lines: readonly string[]): Array<{ label: string; date: string }> {
  const dates: Array<{ label: string; date: string }> = [];
  for (const [index, line] of lines.entries()) {
    const found = datesOnLine(line);
    const headings = (lines[index - 1] ?? '').match(/\p{L}*(datum|date)\p{L}*/giu) ?? [];
    const headed = !datesOnLine(lines[index - 1] ?? '').length && headings.length === found.length;
    found.forEach((item, position) => {
      const before = line.slice(position ? found[position - 1]!.end : 0, item.at);
      const label = /\p{L}{3}/u.test(before) || !headed ? before : headings[position]!;
      dates.push({ label, date: item.date });
    });
  }
  return dates;
}

/**
 * The receipt's own date: one named "datum" or "date" first, else the first date, wherever it
 * stands (some print it only at the foot). Never a due date or a date a voucher holds until.
 */
export function findDate(lines: readonly string[]): string | null {
  const dates = labelledDates(lines).filter((item) => !OTHER_DATE.test(item.label));
  return (dates.find((item) => DATE_LABEL.test(item.label)) ?? dates[0])?.date ?? null;
}

export { amountsOnLine, findTotal };

/**
 * The VAT rate: 9 or 21 from the VAT lines ("BTW 21%", "21,00% BTW", "BTW hoog"/"laag"). A
 * receipt with both rates gives the rate of its larger VAT amount, the one most of it is at;
 * none when one of the two amounts was not read.
 */
export function findVatRate(lines: readonly string[]): 9 | 21 | null {
  const perRate = new Map<9 | 21, number>();
  let unsure = false;
  for (const [index, line] of lines.entries()) {
    // A row of a VAT table stands below the heading that names the BTW.
    const near = lines.slice(Math.max(0, index - 2), index + 1).join(' ');
    if (!VAT_LINE.test(near)) continue;
    const rate = rateOnLine(line);
    if (!rate) continue;
    const amounts = amountsBesideRate(line);
    // Without its VAT amount, or with one amount where the base stands beside it, a rate's
    // VAT is unknown, and so which of two rates has the larger.
    if (!amounts.length || (amounts.length === 1 && printsBase(lines, index))) unsure = true;
    // On a VAT line the VAT itself is the smallest amount (the base and the gross are larger).
    const vat = amounts.length ? Math.min(...amounts) : 0;
    perRate.set(rate, Math.max(perRate.get(rate) ?? 0, vat));
  }
  if (perRate.size === 2 && unsure) return null;
  if (perRate.size === 0) return null;
  if (perRate.size === 1) return [...perRate.keys()][0]!;
  return (perRate.get(21) ?? 0) >= (perRate.get(9) ?? 0) ? 21 : 9;
}

/** Words at the top of a receipt that are no shop's name. */
const NOT_A_SHOP =
  /^(kassabon|bon|receipt|factuur|invoice|kwitantie|welkom|welcome|bedankt|datum|date|tel|telefoon|kvk|btw)\b/i;

/**
 * The shop: the first line near the top with a few letters that is no heading like
 * "Kassabon", no date, amount, address number or phone.
 */
export function findShop(lines: readonly string[]): string | null {
  for (const raw of lines.slice(0, 6)) {
    const line = raw
      .replace(/[^\p{L}\p{N}&'.\- ]/gu, ' ')
      // A lone letter at the end is a speck OCR read, not part of the name.
      .replace(/\s+\p{L}$/u, '')
      .replace(/\s+/g, ' ')
      .trim();
    const letters = line.match(/\p{L}/gu)?.length ?? 0;
    if (letters < 3 || letters < line.replace(/\s/g, '').length / 2) continue;
    if (NOT_A_SHOP.test(line) || datesOnLine(line).length || amountsOnLine(line).length) continue;
    return line.slice(0, 60);
  }
  return null;
}

/** All four suggestions from a receipt's text. */
export function parseReceipt(text: string): ReceiptSuggestions {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return {
    date: findDate(lines),
    amount: findTotal(lines),
    vatRate: findVatRate(lines),
    shop: findShop(lines),
  };
}
