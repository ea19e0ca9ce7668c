import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { colleaguesQueryOptions, type ColleagueFilters } from '@/shared/people/colleague-directory';

export { colleaguesQueryOptions, type ColleaguePage } from '@/shared/people/colleague-directory';

export function useColleagues(filters: ColleagueFilters) {
  return useInfiniteQuery(colleaguesQueryOptions(useApiClient(), filters));
}
