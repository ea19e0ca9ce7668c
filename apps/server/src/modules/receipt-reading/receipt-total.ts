import {
  amountsBesideRate,
  amountsOnLine,
  digitsFromOcr,
  isAmountOnly,
  printsBase,
  rateOnLine,
  VAT_LINE,
} from './receipt-text.js';

/**
 * The total of a receipt, suggested only when its reading is consistent: a wrong total is
 * worse than none, as it fills an empty field the user may not check.
 */

/** Lines that name the total. */
const TOTAL_LINE = /totaal|total|te\s*betalen|bedrag|amount|te\s*voldoen/i;
/**
 * Lines with an amount that is not the total: a part of it, a discount, cash handed over,
 * change, the payment (a card slip may round or tip) and numbers of an invoice, order or
 * customer.
 */
const NOT_TOTAL_LINE =
  /sub\s*-?\s*tot|excl|contant|cash|retour|wisselgeld|terug|ontvangen|korting|spaar|zegel|artikel|items|aantal|\bpin\b|pinnen|betaald|maestro|\bv\s?pay|visa|mastercard|\bnummer|\bnr\b|\bno\b|klant|order|kenmerk|referentie/i;
/** "Totaal incl. BTW" names the total; a line that only names the VAT does not. */
const INCLUDING_VAT = /incl/i;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * What the receipt prints about its VAT: per rate the VAT and, when printed, its base
 * ("BTW 21% over 100,00 21,00", "21% 100,00 21,00 121,00"), and a total excluding VAT.
 * `unreadable` when a VAT line does not add up by itself or lost one of its amounts.
 */
export interface Breakdown {
  rows: Array<{ rate: 9 | 21; vat: number; base: number | null }>;
  excluding: number | null;
  vatTotal: number | null;
  unreadable: boolean;
}

function vatRow(rate: 9 | 21, amounts: number[]): Breakdown['rows'][number] | null {
  const sorted = [...amounts].sort((a, b) => a - b);
  if (sorted.length === 1) return { rate, vat: sorted[0]!, base: null };
  const fits = (vat: number, base: number) =>
    Math.abs(cents(vat) - (cents(base) * rate) / 100) <= 1.5;
  if (sorted.length === 2) {
    const [vat, other] = sorted as [number, number];
    if (fits(vat, other)) return { rate, vat, base: other };
    // "BTW 21% over 121,00 21,00": the amount it is part of, VAT included.
    if (fits(vat, other - vat)) return { rate, vat, base: Math.round((other - vat) * 100) / 100 };
    return null;
  }
  if (sorted.length === 3) {
    const [vat, base, gross] = sorted as [number, number, number];
    return cents(vat) + cents(base) === cents(gross) ? { rate, vat, base } : null;
  }
  return null;
}

export function readBreakdown(lines: readonly string[]): Breakdown {
  const breakdown: Breakdown = { rows: [], excluding: null, vatTotal: null, unreadable: false };
  for (const [index, line] of lines.entries()) {
    const amounts = amountsOnLine(line);
    const vatNamed = VAT_LINE.test(line.replace(/excl\.?\s*(b\.?\s?t\.?\s?w|vat)/i, ''));
    if (/excl/i.test(line) && amounts.length && !vatNamed) {
      breakdown.excluding = Math.max(...amounts);
      continue;
    }
    // A row of a VAT table stands below the heading that names the BTW.
    const near = lines.slice(Math.max(0, index - 2), index + 1).join(' ');
    if (!VAT_LINE.test(near) || (INCLUDING_VAT.test(line) && TOTAL_LINE.test(line))) continue;
    const rate = rateOnLine(line);
    if (rate) {
      const beside = amountsBesideRate(line);
      const row = vatRow(rate, beside);
      // One amount where the base stands beside the VAT: which of the two it is, is unknown.
      if (row && !(beside.length === 1 && printsBase(lines, index))) breakdown.rows.push(row);
      else breakdown.unreadable = true;
    } else if (VAT_LINE.test(line) && amounts.length === 1) {
      breakdown.vatTotal = amounts[0]!; // "BTW totaal 3,52", "Totaal BTW 3,52"
    }
  }
  return breakdown;
}

/**
 * Whether a total agrees with the VAT breakdown: base + VAT equals it to the cent where the
 * bases are printed (`exact`); where only the VAT is, the total it implies (VAT × (100 + rate)
 * / rate) lies near it, which tells a total from the base it was confused with.
 */
function agreement(total: number, breakdown: Breakdown): 'exact' | 'near' | 'differs' | 'none' {
  const { rows, excluding, vatTotal } = breakdown;
  const vat = rows.length
    ? rows.reduce((sum, row) => sum + cents(row.vat), 0)
    : vatTotal !== null
      ? cents(vatTotal)
      : null;
  if (excluding !== null && vat !== null && !breakdown.unreadable) {
    if (cents(excluding) + vat !== cents(total)) return 'differs';
  }
  if (breakdown.unreadable) return 'differs';
  if (!rows.length) return excluding !== null && vat !== null ? 'exact' : 'none';
  if (rows.every((row) => row.base !== null)) {
    const sum = rows.reduce((all, row) => all + cents(row.vat) + cents(row.base!), 0);
    return sum === cents(total) ? 'exact' : 'differs';
  }
  const implied = rows.reduce(
    (sum, row) =>
      sum + (row.base !== null ? row.vat + row.base : (row.vat * (100 + row.rate)) / row.rate),
    0,
  );
  return Math.abs(implied - total) <= 0.03 * total + 0.06 * rows.length ? 'near' : 'differs';
}

/** Lines of the payment: a card slip, or cash handed over with its change. */
const PAID_LINE = /\bpin\b|pinnen|betaald|maestro|\bv\s?pay|visa|mastercard|debit|contactloos/i;

/**
 * Whether the payment printed apart from the total says the same amount: paid by card, or
 * cash handed over less the change. Two readings of the same figure, so a misread is unlikely.
 */
function paid(total: number, lines: readonly string[]): boolean {
  const amountOf = (pattern: RegExp) =>
    lines.filter((line) => pattern.test(line)).flatMap((line) => amountsOnLine(line));
  if (amountOf(PAID_LINE).some((amount) => cents(amount) === cents(total))) return true;
  // OCR may lose the comma of the payment's amount ("PIN 3292"); its digits still say it.
  const digits = String(cents(total));
  const spelled = (line: string) =>
    digitsFromOcr(line)
      .split(/\s+/)
      .some((word) => word.replace(/[€.,]/g, '') === digits);
  if (lines.some((line) => PAID_LINE.test(line) && spelled(line))) return true;
  const given = amountOf(/contant|cash/i);
  const change = amountOf(/wisselgeld|retour|terug/i);
  return given.some((cash) => change.some((back) => cents(cash) - cents(back) === cents(total)));
}

/**
 * Without a total read, the sum of a VAT breakdown read whole (each rate's base + VAT), when the
 * payment says the same amount: two readings that agree, as when a crease hid the total's amount.
 */
function paidBreakdown(breakdown: Breakdown, lines: readonly string[]): number | null {
  const sum = breakdown.rows.reduce((all, row) => all + cents(row.vat) + cents(row.base!), 0);
  const total = sum / 100;
  if (breakdown.excluding !== null && agreement(total, breakdown) !== 'exact') return null;
  return paid(total, lines) ? total : null;
}

/** The amounts of the lines that name the total, each line's largest. */
function labelledAmounts(lines: readonly string[]): number[] {
  const found: number[] = [];
  for (const [index, line] of lines.entries()) {
    if (!TOTAL_LINE.test(line) || NOT_TOTAL_LINE.test(line)) continue;
    if (VAT_LINE.test(line) && !INCLUDING_VAT.test(line)) continue;
    let amounts = amountsOnLine(line);
    // "TOTAAL" and its amount may stand on two lines when OCR splits the columns; only a line
    // with the amount alone is taken for it, never the next line's VAT or payment.
    const next = lines[index + 1];
    if (!amounts.length && next !== undefined && isAmountOnly(next)) amounts = amountsOnLine(next);
    const largest = Math.max(0, ...amounts.filter((amount) => amount < 100_000));
    if (largest > 0) found.push(largest);
  }
  return found;
}

/**
 * The total: the largest amount of a line that names it (several lines may: a total per group,
 * then the grand total) whose reading is consistent. Lines of the VAT, the amount excluding
 * it, a sub-total, cash, change or the payment are never it. Consistent: where the VAT is
 * printed with its bases, base + VAT equals the total to the cent; where the VAT lines were
 * read only in part, they or the payment (card, or cash less change) agree with it; without
 * a VAT breakdown the total line alone is taken. Else nothing: a wrong total is worse than none.
 */
export function findTotal(lines: readonly string[]): number | null {
  const breakdown = readBreakdown(lines);
  const exactBreakdown =
    !breakdown.unreadable &&
    breakdown.rows.length > 0 &&
    breakdown.rows.every((row) => row.base !== null);
  const candidates = [...new Set(labelledAmounts(lines))].sort((a, b) => b - a);
  if (!candidates.length) return exactBreakdown ? paidBreakdown(breakdown, lines) : null;
  return (
    candidates.find((total) => {
      const agrees = agreement(total, breakdown);
      if (agrees !== 'differs') return true;
      // A breakdown read whole that differs contradicts the total; one read in part may miss a
      // rate or a digit, and then the payment may confirm it.
      return !exactBreakdown && paid(total, lines);
    }) ?? null
  );
}
