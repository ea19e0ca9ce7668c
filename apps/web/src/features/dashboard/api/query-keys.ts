import { CONTENT_QUERY_ROOTS } from '@/shared/content/query-keys';

/** The dashboard's own calls; the site options live in shared (the library uses them too). */
export const dashboardKeys = {
  latestNews: CONTENT_QUERY_ROOTS.dashboardNews,
  moodWeek: (userId: number, after: string) => ['dashboard', 'mood', userId, after] as const,
  actionsNeeded: (userId: number) => ['dashboard', 'actions-needed', userId] as const,
};
