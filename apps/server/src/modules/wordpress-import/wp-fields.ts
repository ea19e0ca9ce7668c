/**
 * Reading ACF values as WordPress gives them: a relation is an id, a post or user object (`ID`),
 * a list of those, or `false`/`null`/`""` when empty; dates are `Ymd`; an object whose fields
 * were never saved is `[]`.
 */

export type WpObject = Record<string, unknown>;

export function objectOf(value: unknown): WpObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as WpObject)
    : {};
}

/** A relation's WordPress id, from an id, a numeric string or an object with ID or id. */
export function refId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return refId(Number(value));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const object = value as WpObject;
  const id = object.ID ?? object.id;
  return typeof id === 'number' || typeof id === 'string' ? refId(id) : undefined;
}

/** Every id of a relation list (a single relation counts as a list of one). */
export function refIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === false || value == null ? [] : [value];
  const ids = list.map(refId).filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/** Text, trimmed and cut to `max` characters; anything else is empty. */
export function textOf(value: unknown, max = 500): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** `Ymd` (ACF's stored date) or an ISO date as `YYYY-MM-DD`; undefined when not a real date. */
export function dateOf(value: unknown): string | undefined {
  const text = textOf(value, 20);
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

/** A REST field that is `{raw, rendered}` with context=edit, or a plain string. */
export function rawOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = objectOf(value);
  if (typeof object.raw === 'string') return object.raw;
  return typeof object.rendered === 'string' ? object.rendered : '';
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
};

/**
 * A title as plain text: WordPress stores `&amp;`, `&#8211;` and the like in titles (and the
 * rendered title always has them); ours are plain text that the web escapes.
 */
export function plainTitle(value: string): string {
  return value
    .replace(/&#(\d{1,7});/g, (whole, code: string) => fromCodePoint(Number(code)) ?? whole)
    .replace(
      /&#x([0-9a-f]{1,6});/gi,
      (whole, code: string) => fromCodePoint(parseInt(code, 16)) ?? whole,
    )
    .replace(
      /&([a-z]{2,8});/gi,
      (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole,
    )
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function fromCodePoint(code: number): string | undefined {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : undefined;
}

/** WordPress's `date_gmt` ("2026-11-13T10:35:00", UTC without a zone) as an instant. */
export function gmtDateOf(value: unknown): Date | undefined {
  const text = textOf(value, 40);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
