export const newsKeys = {
  list: ['news', 'list'] as const,
  item: (id: number) => ['news', 'item', id] as const,
};
