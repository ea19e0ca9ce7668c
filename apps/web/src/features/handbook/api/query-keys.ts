export const handbookKeys = {
  categories: (taxonomy: string) => ['handbook', taxonomy, 'categories'] as const,
  items: (type: string, categoryId: number) => ['handbook', type, 'items', categoryId] as const,
};
