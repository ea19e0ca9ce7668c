import {
  daysBetween,
  lastDayOfMonth,
  monthOffset,
  parseIsoDate,
  type CalendarDate,
} from './calendar.js';

/**
 * Status of a submitted month as the server stores it. `nieuw` is the older name of `sent`
 * that a WordPress back end may still answer; both read "Verzonden".
 */
export const MONTH_STATUSES = ['sent', 'nieuw', 'approved', 'rejected'] as const;
export type MonthStatus = (typeof MONTH_STATUSES)[number];

/** SPEC §9: the previous month stays open until this day of the following month. */
export const CLOSING_DAY = 10;
/** SPEC §9: a month without status opens this many days before its last day. */
export const OPENS_DAYS_BEFORE_MONTH_END = 31;
/** SPEC §9: the "days to closing" hint shows while 1 to 9 days remain. */
export const CLOSING_HINT_MAX_DAYS = 9;

/** SPEC §4 "Month submission status": the label of the month screen's header. */
export function monthStatusLabel(status: string): string {
  switch (status) {
    case 'nieuw':
    case 'sent':
      return 'Verzonden';
    case 'approved':
      return 'Verwerkt';
    case 'rejected':
      return 'Afgekeurd';
    default:
      return status;
  }
}

/** The status that counts for a month: SPEC §4 reads the first submitted declaration. */
export function currentMonthStatus(
  submitted: ReadonlyArray<{ status: string }>,
): string | undefined {
  return submitted[0]?.status;
}

/**
 * SPEC §4 and §9: may rows be added, changed, copied, deleted and the month submitted?
 * Rejected months are open again; sent (nieuw) and approved ones are closed; an unknown status
 * is treated as closed. Without a status the month is open from 31 days before its last day
 * until 10 days after it.
 */
export function isMonthEditable(
  status: string | undefined | null,
  year: number,
  month: number,
  today: CalendarDate,
): boolean {
  if (status === 'rejected') return true;
  if (status) return false;
  const fromEnd = daysBetween(lastDayOfMonth(year, month), today);
  return fromEnd >= -OPENS_DAYS_BEFORE_MONTH_END && fromEnd <= CLOSING_DAY;
}

/**
 * The first day lines can be added to a month without status: 31 days before its last day
 * (the start of isMonthEditable's window), e.g. 30 november for December.
 */
export function monthOpensOn(year: number, month: number): CalendarDate {
  const last = lastDayOfMonth(year, month);
  const opens = new Date(
    Date.UTC(last.year, last.month - 1, last.day - OPENS_DAYS_BEFORE_MONTH_END),
  );
  return parseIsoDate(opens.toISOString().slice(0, 10))!;
}

/**
 * The last day lines can be added to a month without status: 10 days after its last day (the
 * end of isMonthEditable's window), e.g. 10 December for November.
 */
export function monthClosesOn(year: number, month: number): CalendarDate {
  const last = lastDayOfMonth(year, month);
  const closes = new Date(Date.UTC(last.year, last.month - 1, last.day + CLOSING_DAY));
  return parseIsoDate(closes.toISOString().slice(0, 10))!;
}

/** A month without status that is not open for lines yet: today is before it opens. */
export function isMonthNotOpenYet(year: number, month: number, today: CalendarDate): boolean {
  return daysBetween(today, monthOpensOn(year, month)) > 0;
}

/** SPEC §2: the month screen opens for months at most one month ahead of today's. */
export function isMonthAccessible(year: number, month: number, today: CalendarDate): boolean {
  return monthOffset(today, year, month) <= 1;
}

export type MonthBadge =
  'pending' | 'sent' | 'nieuw' | 'approved' | 'rejected' | 'closed' | 'new' | 'none';

export const MONTH_BADGE_LABELS: Record<MonthBadge, string> = {
  pending: 'In concept',
  nieuw: 'Verzonden',
  sent: 'Verzonden',
  approved: 'Verwerkt',
  rejected: 'Afgekeurd',
  closed: 'Nog niet open',
  new: 'Nieuw',
  none: 'Geen declaraties',
};

const BADGE_STATUSES: readonly string[] = ['sent', 'nieuw', 'approved', 'rejected', 'pending'];

/**
 * SPEC §4 "Month badge on the overview". With submitted declarations: the status of the only
 * one, or of the last when there are several; an unknown status reads as pending. Without:
 * by the month's offset from today's month.
 *
 * One deliberate reading: the spec also turns every month of an earlier year into approved,
 * which would show last December as "Verwerkt" on 5 January while §9 keeps it open until
 * 10 January. We follow §9, so the offset rule alone decides and December to January behaves
 * like any other month change (docs/product-rules.md, "Badges on the year overview").
 *
 * And one deviation (issue 25): a past month without submission and without lines is "Geen
 * declaraties", not the spec's "Verwerkt" or "In concept": nothing was declared, nothing was
 * processed.
 */
export function monthBadge(
  submitted: ReadonlyArray<{ status: string }>,
  year: number,
  month: number,
  today: CalendarDate,
  lineCount: number,
): MonthBadge {
  const last = submitted[submitted.length - 1];
  if (last) return BADGE_STATUSES.includes(last.status) ? (last.status as MonthBadge) : 'pending';
  const offset = monthOffset(today, year, month);
  if (offset < 0 && lineCount === 0) return 'none';
  if (offset < -1) return 'approved';
  if (offset === -1) return today.day <= CLOSING_DAY ? 'pending' : 'approved';
  if (offset === 0) return 'pending';
  if (offset === 1) return 'new';
  return 'closed';
}

/** The overview disables the button of a closed month. */
export function isBadgeClickable(badge: MonthBadge): boolean {
  return badge !== 'closed';
}

/**
 * SPEC §2 and §9: "({n} dagen tot sluiting)" for a month without status that closes in 1 to 9
 * days, i.e. the previous month during the first days of this one. Undefined otherwise.
 */
export function daysUntilClosing(
  status: string | undefined | null,
  year: number,
  month: number,
  today: CalendarDate,
): number | undefined {
  if (status) return undefined;
  if (monthOffset(today, year, month) !== -1) return undefined;
  const left = CLOSING_DAY - today.day;
  return left >= 1 && left <= CLOSING_HINT_MAX_DAYS ? left : undefined;
}

/** SPEC §2 writes the hint as "({n} dagen tot sluiting)", also for one day. */
export function closingHint(days: number): string {
  return `(${days} dagen tot sluiting)`;
}
