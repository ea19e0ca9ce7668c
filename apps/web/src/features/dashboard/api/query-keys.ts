/** The dashboard's own calls; the site options live in shared (the library uses them too). */
export const dashboardKeys = {
  latestNews: ['dashboard', 'latest-news'] as const,
  moodWeek: (userId: number, after: string) => ['dashboard', 'mood', userId, after] as const,
};
