import { parseIsoDate } from '@portal/contract/rules';

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd` → `dd-MM-yyyy` as a date field shows it; '' for anything else. */
export function isoToDutch(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${pad(date.day)}-${pad(date.month)}-${date.year}` : '';
}

/**
 * What someone typed in a date field → `yyyy-MM-dd`, or undefined when it is no real date.
 * Dutch order (d-m-jjjj with -, /, . or spaces, or 8 digits ddmmjjjj); a pasted ISO date is
 * taken as it is.
 */
export function dutchToIso(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const dutch = /^(\d{1,2})[-/. ]+(\d{1,2})[-/. ]+(\d{4})$/.exec(trimmed);
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  let parts: [string, string, string] | undefined;
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  else if (dutch) parts = [dutch[3]!, dutch[2]!, dutch[1]!];
  else if (digits) parts = [digits[3]!, digits[2]!, digits[1]!];
  if (!parts) return undefined;
  const candidate = `${parts[0]}-${pad(Number(parts[1]))}-${pad(Number(parts[2]))}`;
  return parseIsoDate(candidate) ? candidate : undefined;
}
