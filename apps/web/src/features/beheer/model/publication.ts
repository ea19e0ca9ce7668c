/**
 * When an item goes live. WordPress reads a post's `date` without an offset as the site's
 * local time (Europe/Amsterdam), and so does the datetime-local field: the value goes as it is.
 */
export type Publication =
  { status: 'draft' } | { status: 'publish' } | { status: 'future'; at: string };

const amsterdamParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Now as `yyyy-MM-ddTHH:mm` on the Amsterdam clock, the datetime-local field's format. */
export function amsterdamNow(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    amsterdamParts.formatToParts(now).map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A planned time must lie ahead; both are Amsterdam wall-clock strings, which sort as text. */
export function plannedTimeError(at: string, now: Date = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(at)) return 'Kies een datum en tijd.';
  return at > amsterdamNow(now) ? null : 'Kies een moment in de toekomst.';
}

/** The status and date fields of a write. */
export function publicationFields(publication: Publication): { status: string; date?: string } {
  if (publication.status === 'future') {
    return { status: 'future', date: `${publication.at}:00` };
  }
  return { status: publication.status };
}
