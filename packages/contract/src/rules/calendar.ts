/** A calendar date without time zone: what "today" means for declaration windows. */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

const MS_PER_DAY = 86_400_000;

export const DUTCH_MONTHS = [
  'Januari',
  'Februari',
  'Maart',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Augustus',
  'September',
  'Oktober',
  'November',
  'December',
] as const;

export function dutchMonthName(month: number): string {
  return DUTCH_MONTHS[month - 1] ?? String(month);
}

/**
 * "september 2026": Dutch writes a month in lowercase inside a sentence; only a heading or a
 * sentence that starts with it uses `dutchMonthName` ("September 2026").
 */
export function monthInSentence(year: number, month: number): string {
  return `${dutchMonthName(month).toLowerCase()} ${year}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY,
  );
}

/** Months from today's month to the target month: 0 is this month, -1 the previous one. */
export function monthOffset(today: CalendarDate, year: number, month: number): number {
  return (year - today.year) * 12 + (month - today.month);
}

export function lastDayOfMonth(year: number, month: number): CalendarDate {
  return { year, month, day: daysInMonth(year, month) };
}

// Building an Intl formatter costs far more than using one; every request asks for today.
let amsterdamDate: Intl.DateTimeFormat | undefined;

/** Today in the Netherlands, whatever the time zone of the machine. */
export function todayInAmsterdam(now: Date = new Date()): CalendarDate {
  amsterdamDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = amsterdamDate.formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** `yyyy-MM-dd` to a calendar date; undefined when it is not a real date. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

const dateTimePattern =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** An ISO 8601 date-time (offset optional) on a real calendar date, as WordPress takes it. */
export function isIsoDateTime(value: string): boolean {
  return dateTimePattern.test(value) && parseIsoDate(value.slice(0, 10)) !== undefined;
}

export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** SPEC §9: a date typed as d-M-yyyy becomes yyyy-MM-dd with two-digit month and day. */
export function dutchDateToIso(value: string): string | undefined {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const date = { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) };
  return parseIsoDate(toIsoDate(date)) ? toIsoDate(date) : undefined;
}
