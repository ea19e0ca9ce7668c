import type { ColleagueFilters } from '../model';

export const colleagueKeys = {
  all: ['colleagues'] as const,
  list: (filters: ColleagueFilters) =>
    ['colleagues', 'list', filters.search, filters.functie, filters.opdrachtgever] as const,
};
