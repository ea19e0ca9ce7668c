/**
 * A post's `date` as written (ISO 8601): with `Z` or an offset it is that instant; without one
 * it is Amsterdam local time, as WordPress reads `date` in the site's time zone.
 */

const amsterdamParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Amsterdam is ahead of UTC at `instant`, in milliseconds. */
function amsterdamOffset(instant: Date): number {
  const parts = Object.fromEntries(
    amsterdamParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export function parsePostDate(value: string): Date {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return new Date(value);
  const asUtc = new Date(`${value}Z`);
  // The offset at the guessed instant, then again at the corrected one (around a DST change).
  const first = new Date(asUtc.getTime() - amsterdamOffset(asUtc));
  return new Date(asUtc.getTime() - amsterdamOffset(first));
}

/**
 * publish or future become whichever the date says: a date after now is `future` (the
 * scheduler publishes it then), otherwise `publish`, as WordPress does. Other statuses stay.
 */
export function scheduledStatus(status: string, date: Date, now: Date): string {
  if (status !== 'publish' && status !== 'future') return status;
  return date.getTime() > now.getTime() ? 'future' : 'publish';
}
