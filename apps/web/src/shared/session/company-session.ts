/**
 * Whether this browser's session came from the company account (issue 27): its logout then goes
 * on to the provider's end-session endpoint, so the provider's own session ends as well.
 */
const KEY = 'portal-company-session';

export const companySession = {
  mark(): void {
    try {
      window.localStorage.setItem(KEY, '1');
    } catch {
      // No storage (a private window that refuses it): the provider's session simply stays.
    }
  },
  /** Whether it was, forgetting it. */
  take(): boolean {
    try {
      const was = window.localStorage.getItem(KEY) === '1';
      window.localStorage.removeItem(KEY);
      return was;
    } catch {
      return false;
    }
  },
};
