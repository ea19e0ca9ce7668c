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

/** OCR reads a zero as O or o, a one as l or I; only inside something that is mostly digits. */
function digitsFromOcr(text: string): string {
  return text.replace(/[0-9OoIl|]+/g, (run) =>
    /\d/.test(run) ? run.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1') : run,
  );
}

function isoDate(day: number, month: number, year: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 31-02 and the like
  return `${fullYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// OCR reads a point as a comma now and then (14.01,2026), so a comma separates too.
const NUMERIC_DATE = /(?<!\d)(\d{1,2})\s?[-/.,]\s?(\d{1,2})\s?[-/.,]\s?(\d{4}|\d{2})(?![\d,.]?\d)/g;
const ISO_DATE = /(?<!\d)(20\d{2})-(\d{1,2})-(\d{1,2})(?!\d)/g;
const WORD_DATE = /(?<!\d)(\d{1,2})\.?\s*([a-z]{3,9})\.?,?\s+'?(\d{4}|\d{2})(?!\d)/gi;

/** Every date on a line, in the order they stand. */
function datesOnLine(line: string): string[] {
  const found: Array<{ at: number; date: string }> = [];
  const text = digitsFromOcr(line);
  for (const match of text.matchAll(ISO_DATE)) {
    const date = isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
    if (date) found.push({ at: match.index, date });
  }
  for (const match of text.matchAll(NUMERIC_DATE)) {
    const date = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
    if (date) found.push({ at: match.index, date });
  }
  for (const match of text.matchAll(WORD_DATE)) {
    const month = MONTHS[match[2]!.toLowerCase()];
    const date = month ? isoDate(Number(match[1]), month, Number(match[3])) : null;
    if (date) found.push({ at: match.index, date });
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.date);
}

/** The receipt's date: one on a line that says "datum" first, else the first date on it. */
export function findDate(lines: readonly string[]): string | null {
  const labelled = lines.find((line) => /datum|date/i.test(line) && datesOnLine(line).length);
  const line = labelled ?? lines.find((candidate) => datesOnLine(candidate).length);
  return line ? (datesOnLine(line)[0] ?? null) : null;
}

/**
 * Amounts on a line: a Dutch decimal comma (12,50 or 1.234,50) or a point (12.50), with the
 * cents required so a quantity, a time or an article number is not read as money. OCR may put
 * a space on either side of the separator.
 */
const AMOUNT = /(?<![\d,.])(-?)\s?(\d{1,3}(?:\.\d{3})+|\d{1,5})\s?[,.]\s?(\d{2})(?![\d%])/g;

export function amountsOnLine(line: string): number[] {
  const amounts: number[] = [];
  // A date (16-09-2026, 16.09.26) and a time (12:45) are no amounts.
  const text = digitsFromOcr(line)
    .replace(NUMERIC_DATE, ' ')
    .replace(/\d{1,2}:\d{2}(:\d{2})?/g, ' ');
  for (const match of text.matchAll(AMOUNT)) {
    if (match[1] === '-') continue;
    const euros = Number(match[2]!.replace(/[.\s]/g, ''));
    amounts.push(Math.round(euros * 100 + Number(match[3])) / 100);
  }
  return amounts;
}

/** Lines that carry the amount paid. */
const TOTAL_LINE = /totaal|total|te\s*betalen|betaald|\bpin\b|pinnen|bedrag|amount|te\s*voldoen/i;
/** Lines with an amount that is not the total: a part of it, cash given or change. */
const NOT_TOTAL_LINE =
  /sub\s*-?\s*tot|excl|contant|cash|retour|wisselgeld|terug|ontvangen|korting|spaar|zegel|artikel|items|aantal/i;
/** A VAT line ("BTW 21% 4,32") is no total, but "Totaal incl. BTW" is. */
const VAT_ONLY_LINE = /\b(b\.?\s?t\.?\s?w|vat|tva)\b/i;
const INCLUDING_VAT = /incl/i;

/**
 * The total: the largest amount on a line that names the total or the payment (a sub-total,
 * the VAT and cash handed over are not it). Without such a line, nothing: the largest number on
 * a receipt is as often the cash given as the total.
 */
export function findTotal(lines: readonly string[]): number | null {
  let best: number | null = null;
  for (const [index, line] of lines.entries()) {
    if (!TOTAL_LINE.test(line) || NOT_TOTAL_LINE.test(line)) continue;
    if (VAT_ONLY_LINE.test(line) && !INCLUDING_VAT.test(line)) continue;
    // "TOTAAL" and its amount may stand on two lines when OCR splits the columns.
    const amounts = amountsOnLine(line);
    const next = lines[index + 1];
    if (!amounts.length && next !== undefined && !TOTAL_LINE.test(next)) {
      amounts.push(...amountsOnLine(next));
    }
    for (const amount of amounts) {
      if (amount > 0 && amount < 100_000 && (best === null || amount > best)) best = amount;
    }
  }
  return best;
}

/** BTW, also as OCR reads "B.T.W.": "BT.W.", "B.TW.". */
const VAT_LINE = /\bb\.?\s?t\.?\s?w\b|\bvat\b|\btva\b/i;
const RATE = /(?<![\d,.])(21|9)(?:[,.]0{1,2})?\s?%/;
/** OCR may drop the % sign: "BTW 9 5,50", the rate standing alone before the VAT amount. */
const RATE_WITHOUT_SIGN = /(?<![\d,.])(21|9)(?=\s+\d+[,.]\d{2}\b)/;

/**
 * The VAT rate: 9 or 21 from the VAT lines ("BTW 21%", "21,00% BTW", "BTW hoog"/"laag"). A
 * receipt with both rates gives the rate of its larger VAT amount, the one most of it is at.
 */
export function findVatRate(lines: readonly string[]): 9 | 21 | null {
  const perRate = new Map<9 | 21, number>();
  for (const [index, line] of lines.entries()) {
    const near = `${lines[index - 1] ?? ''} ${line}`;
    if (!VAT_LINE.test(near)) continue;
    const text = digitsFromOcr(line);
    const match = RATE.exec(text) ?? RATE_WITHOUT_SIGN.exec(text);
    const rate: 9 | 21 | null = match
      ? (Number(match[1]) as 9 | 21)
      : /\bhoog\b/i.test(line)
        ? 21
        : /\blaag\b/i.test(line)
          ? 9
          : null;
    if (!rate) continue;
    const amounts = amountsOnLine(text.replace(RATE, ' ').replace(RATE_WITHOUT_SIGN, ' '));
    // On a VAT line the VAT itself is the smallest amount (the base and the gross are larger).
    const vat = amounts.length ? Math.min(...amounts) : 0;
    perRate.set(rate, Math.max(perRate.get(rate) ?? 0, vat));
  }
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
