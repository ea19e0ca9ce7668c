import { todayInAmsterdam, type CalendarDate } from '@portal/contract';

/**
 * `today` for the services: the date in the Netherlands at `now()`, worked out once per minute
 * of the clock. Intl's time-zone formatting cost several per cent of the month screen's time
 * when it ran on every request; the Dutch date can only change on a whole minute (the offsets
 * are whole hours), so every instant of one minute has the same date. Frozen, as it is shared.
 */
export function amsterdamToday(now: () => Date): () => CalendarDate {
  let minute = Number.NaN;
  let date: CalendarDate | undefined;
  return () => {
    const at = now();
    const atMinute = Math.floor(at.getTime() / 60_000);
    if (atMinute !== minute || !date) {
      date = Object.freeze(todayInAmsterdam(at));
      minute = atMinute;
    }
    return date;
  };
}
