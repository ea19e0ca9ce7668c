/**
 * The first part of Beheer's payroll queries (Salarisexport: preview and earlier exports). A
 * review decision or a withdrawal changes which months an export holds, so the declarations
 * feature invalidates this root after one, and Beheer builds its keys on it (issue 25 item 9).
 */
export const PAYROLL_QUERY_ROOT = ['beheer', 'payroll'] as const;
