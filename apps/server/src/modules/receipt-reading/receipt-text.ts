/**
 * How a receipt's OCR text spells numbers, amounts and VAT rates; shared by the readers of the
 * date, the total and the VAT rate (parse-receipt.ts, receipt-total.ts).
 */

/** OCR reads a zero as O or o, a one as l or I; only inside something that is mostly digits. */
export function digitsFromOcr(text: string): string {
  return text.replace(/[0-9OoIl|]+/g, (run) =>
    /\d/.test(run) ? run.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1') : run,
  );
}

// OCR reads a point as a comma now and then (14.01,2026), so a comma separates too.
export const NUMERIC_DATE =
  /(?<!\d)(\d{1,2})\s?[-/.,]\s?(\d{1,2})\s?[-/.,]\s?(\d{4}|\d{2})(?![\d,.]?\d)/g;

/**
 * An amount: a decimal comma or point with the cents required, so a quantity, a time or an
 * article number is not read as money. The euros may carry a thousands separator (1.234,56,
 * 1 234,56, 1,234.56). OCR may put a space on either side of the decimal separator. Digits
 * that go on after it with another separator (2026.04.12, an invoice or order number) are no
 * amount.
 */
const AMOUNT =
  /(?<![\d,.])(-?)\s?(\d{1,3}([., ])\d{3}(?:\3\d{3})*|\d{1,5})\s?[,.]\s?(\d{2})(?![\d%]|[.,]\d)/g;

export function amountsOnLine(line: string): number[] {
  const amounts: number[] = [];
  // A date (16-09-2026, 16.09.26) and a time (12:45) are no amounts.
  const text = digitsFromOcr(line)
    .replace(NUMERIC_DATE, ' ')
    .replace(/\d{1,2}:\d{2}(:\d{2})?/g, ' ');
  for (const match of text.matchAll(AMOUNT)) {
    if (match[1] === '-') continue;
    const euros = Number(match[2]!.replace(/[., ]/g, ''));
    amounts.push(Math.round(euros * 100 + Number(match[4])) / 100);
  }
  return amounts;
}

/** A line with an amount and nothing else that counts: "€ 18,75", "EUR 18,75 *". */
export function isAmountOnly(line: string): boolean {
  if (amountsOnLine(line).length !== 1) return false;
  const rest = digitsFromOcr(line)
    .replace(AMOUNT, ' ')
    .replace(/€|\beur\b/gi, ' ');
  return !/[\p{L}\d%]/u.test(rest.replace(/^\s*[EC]\s/, ' '));
}

/** BTW, also as OCR reads "B.T.W.": "BT.W.", "B.TW.". */
export const VAT_LINE = /\bb\.?\s?t\.?\s?w\b|\bvat\b|\btva\b/i;
export const RATE = /(?<![\d,.])(21|9)(?:[,.]0{1,2})?\s?%/;
/** OCR may drop the % sign: "BTW 9 5,50", the rate standing alone before the VAT amount. */
export const RATE_WITHOUT_SIGN = /(?<![\d,.])(21|9)(?=\s+\d+[,.]\d{2}\b)/;

/** The VAT rate a VAT line names ("BTW 21%", "21,00% BTW", "BTW hoog"/"laag"), if any. */
export function rateOnLine(line: string): 9 | 21 | null {
  const text = digitsFromOcr(line);
  const match = RATE.exec(text) ?? RATE_WITHOUT_SIGN.exec(text);
  if (match) return Number(match[1]) as 9 | 21;
  if (/\bhoog\b/i.test(line)) return 21;
  if (/\blaag\b/i.test(line)) return 9;
  return null;
}

/** Words for the base the VAT is of. */
const BASE_WORD = /\bover\b|grondslag|basis|excl|netto/i;

/**
 * Whether the VAT line at `index` prints the base beside its VAT: it says so itself ("BTW 21%
 * over 100,00 21,00"), or it is a row under a table's heading ("BTW% Grondslag BTW"), a line
 * just above without figures (a total excluding VAT whose comma OCR lost is none).
 */
export function printsBase(lines: readonly string[], index: number): boolean {
  if (BASE_WORD.test(lines[index]!)) return true;
  return lines
    .slice(Math.max(0, index - 2), index)
    .some((line) => BASE_WORD.test(line) && !/\d{3}/.test(digitsFromOcr(line)));
}

/** The amounts of a VAT line without its rate (21,00% is no amount of 21 euros). */
export const amountsBesideRate = (line: string) =>
  amountsOnLine(digitsFromOcr(line).replace(RATE, ' ').replace(RATE_WITHOUT_SIGN, ' '));
