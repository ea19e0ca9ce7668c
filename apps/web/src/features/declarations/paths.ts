export const DECLARATIONS_PATH = '/portal/declaraties';
export const REVIEW_PATH = '/portal/declaraties/beoordelen';

export interface YearPageNotice {
  success?: boolean;
  error?: boolean;
  message: string;
}

/** The year page, optionally with the notice it shows from its query (SPEC §2). */
export function yearPath(year: number, notice?: YearPageNotice): string {
  if (!notice) return `${DECLARATIONS_PATH}/${year}`;
  const query = new URLSearchParams();
  if (notice.success) query.set('success', '1');
  if (notice.error) query.set('error', '1');
  query.set('message', notice.message);
  return `${DECLARATIONS_PATH}/${year}?${query.toString()}`;
}

export function monthPath(year: number, month: number): string {
  return `${DECLARATIONS_PATH}/${year}/${month}`;
}

export function reviewMonthPath(monthId: number): string {
  return `${REVIEW_PATH}/${monthId}`;
}

/** `:jaar` is four digits within the contract's range; anything else is no year. */
export function parseYearParam(value: string | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}

/** `:maand` is 1 to 12 (a leading zero is fine). */
export function parseMonthParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : null;
}

export function parseIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The query parameter that names a line to highlight on a month screen (issue 14). */
export const LINE_PARAM = 'regel';

/** A line on its month screen, highlighted and focused there. */
export function linePath(year: number, month: number, lineId: number): string {
  return `${monthPath(year, month)}?${LINE_PARAM}=${lineId}`;
}

/** A line on the review screen of its month. */
export function reviewLinePath(monthId: number, lineId: number): string {
  return `${reviewMonthPath(monthId)}?${LINE_PARAM}=${lineId}`;
}
