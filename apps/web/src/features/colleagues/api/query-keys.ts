export const colleagueKeys = {
  all: ['colleagues'] as const,
  list: (search: string) => ['colleagues', 'list', search] as const,
};
