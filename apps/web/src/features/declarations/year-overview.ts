import {
  closingHint,
  daysUntilClosing,
  isBadgeClickable,
  isMonthNotOpenYet,
  MONTH_BADGE_LABELS,
  monthBadge,
  monthOpensOn,
  toIsoDate,
  type CalendarDate,
  type MonthBadge,
} from '@portal/contract/rules';
import type { YearSummary } from '@portal/contract';

/** SPEC §9: the year dropdown runs from two years back to two years ahead. */
export const YEAR_RANGE = 2;

/** The dropdown's years; a year opened by URL outside the range is added so it shows. */
export function yearOptions(currentYear: number, selected: number): number[] {
  const years = Array.from(
    { length: YEAR_RANGE * 2 + 1 },
    (_, index) => currentYear - YEAR_RANGE + index,
  );
  if (!years.includes(selected)) years.push(selected);
  return years.sort((a, b) => a - b);
}

export interface OverviewNotice {
  tone: 'success' | 'error';
  text: string;
}

const FLAG_VALUES = ['1', 'true', ''];

/**
 * SPEC §2: the year page shows a notice from its query: `error` in red, `success` or `message`
 * in green. A flag may also carry the text itself (`?error=Iets ging mis`).
 */
export function overviewNotice(query: {
  success: string | null;
  error: string | null;
  message: string | null;
}): OverviewNotice | null {
  const message = query.message?.trim() || null;
  const { error, success } = query;
  const ownText = (flag: string | null) => (flag && !FLAG_VALUES.includes(flag) ? flag : null);
  if (error !== null) {
    return { tone: 'error', text: message ?? ownText(error) ?? 'Er is een fout opgetreden' };
  }
  if (success !== null) {
    return { tone: 'success', text: message ?? ownText(success) ?? 'Declaratie ingediend' };
  }
  return message ? { tone: 'success', text: message } : null;
}

export interface MonthCardState {
  month: number;
  badge: MonthBadge;
  label: string;
  clickable: boolean;
  /** "(3 dagen tot sluiting)" or null. */
  hint: string | null;
  /** `yyyy-MM-dd` a month without status opens for lines, while that is still ahead. */
  opensOn: string | null;
  rowCount: number;
  totalAmount: number;
}

/** What each of the twelve cards shows, from the one year call. */
export function monthCards(
  year: number,
  data: YearSummary['data'] | undefined,
  today: CalendarDate,
): MonthCardState[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const entry = data?.find((item) => item.month === month);
    const submitted = entry?.submitted_declarations ?? [];
    const badge = monthBadge(submitted, year, month, today, entry?.row_count ?? 0);
    const days = daysUntilClosing(entry?.status, year, month, today);
    return {
      month,
      badge,
      label: MONTH_BADGE_LABELS[badge],
      clickable: isBadgeClickable(badge),
      hint: days === undefined ? null : closingHint(days),
      opensOn:
        !entry?.status && isMonthNotOpenYet(year, month, today)
          ? toIsoDate(monthOpensOn(year, month))
          : null,
      rowCount: entry?.row_count ?? 0,
      totalAmount: entry?.total_amount ?? 0,
    };
  });
}
