import {
  DUTCH_MONTHS,
  parseIsoDate,
  todayInAmsterdam,
  type CalendarDate,
} from '@portal/contract/rules';

const pad = (value: number) => String(value).padStart(2, '0');

const formatCalendarDate = ({ year, month, day }: CalendarDate) =>
  `${pad(day)}-${pad(month)}-${year}`;

/** A moment with a zone (`…Z`, `…+01:00`) is an instant; read it as Dutch local time. */
const hasZone = (value: string) => /(Z|[+-]\d{2}:?\d{2})$/.test(value);

const amsterdamTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * SPEC: dates read dd-MM-yyyy. Takes `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss` (WordPress local time)
 * or an ISO instant; anything unreadable is returned as it came, so a surprise from the server
 * still shows something.
 */
export function formatDate(value: string): string {
  if (hasZone(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? value : formatCalendarDate(todayInAmsterdam(instant));
  }
  const date = parseIsoDate(value.slice(0, 10));
  return date ? formatCalendarDate(date) : value;
}

/** `dd-MM-yyyy HH:mm` for history entries; a value without a time gets the date only. */
export function formatDateTime(value: string): string {
  if (hasZone(value)) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return value;
    return `${formatDate(value)} ${amsterdamTime.format(instant)}`;
  }
  const time = /[T ](\d{2}):(\d{2})/.exec(value);
  return time ? `${formatDate(value)} ${time[1]}:${time[2]}` : formatDate(value);
}

/** "18 november 2026": for news, where a date is read rather than compared. */
export function formatLongDate(value: string): string {
  let date: CalendarDate | undefined;
  if (hasZone(value)) {
    const instant = new Date(value);
    date = Number.isNaN(instant.getTime()) ? undefined : todayInAmsterdam(instant);
  } else {
    date = parseIsoDate(value.slice(0, 10));
  }
  if (!date) return value;
  return `${date.day} ${DUTCH_MONTHS[date.month - 1]?.toLowerCase()} ${date.year}`;
}
