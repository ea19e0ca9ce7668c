import { monthStatusLabel } from '@portal/contract/rules';

/** The review queue's statuses, "sent" first: that is the work waiting. */
export const REVIEW_STATUS_OPTIONS = ['sent', 'approved', 'rejected'].map((value) => ({
  value,
  label: monthStatusLabel(value),
}));

export interface ReviewQueueFilters {
  status: string;
  year?: number;
  month?: number;
  name: string;
}

/** Filters live in the query, so the way back from a month keeps them. */
export function readReviewFilters(params: URLSearchParams): ReviewQueueFilters {
  const status = params.get('status') ?? '';
  const number = (name: string, min: number, max: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
  };
  return {
    status: REVIEW_STATUS_OPTIONS.some((option) => option.value === status) ? status : 'sent',
    year: number('jaar', 2000, 2100),
    month: number('maand', 1, 12),
    name: params.get('naam') ?? '',
  };
}

export function writeReviewFilters(filters: ReviewQueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'sent') params.set('status', filters.status);
  if (filters.year) params.set('jaar', String(filters.year));
  if (filters.month) params.set('maand', String(filters.month));
  if (filters.name.trim()) params.set('naam', filters.name);
  return params;
}

/** The person filter runs on the client: case-insensitive, on any part of the name. */
export function matchesName(name: string, filter: string): boolean {
  const wanted = filter.trim().toLocaleLowerCase('nl');
  return !wanted || name.toLocaleLowerCase('nl').includes(wanted);
}
