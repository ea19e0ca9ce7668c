import { searchLocations } from '@portal/contract/endpoints/geo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { ApiError } from '@/shared/api/api-error';
import type { AddressSuggestion } from './contract-types';
import { declarationKeys } from './query-keys';

/** SPEC §9: searching starts at 4 characters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 4;
export const ADDRESS_SUGGESTIONS_MAX = 10;

/** The geo service's "nothing found" comes as a message; SPEC §7 reads it as an empty list. */
const isZeroResults = (message: string | undefined) => Boolean(message?.includes('ZERO_RESULTS'));

export function searchLocationsQueryOptions(api: ApiClient, input: string) {
  return queryOptions({
    queryKey: declarationKeys.searchLocations(input),
    queryFn: async ({ signal }): Promise<AddressSuggestion[]> => {
      try {
        const response = await api.call(searchLocations, { query: { input }, signal });
        if (isZeroResults(response.message)) return [];
        return response.locations.slice(0, ADDRESS_SUGGESTIONS_MAX);
      } catch (error) {
        if (error instanceof ApiError && isZeroResults(error.message)) return [];
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Suggestions for an already debounced text; nothing is asked below 4 characters. */
export function useAddressSuggestions(input: string) {
  const text = input.trim();
  return useQuery({
    ...searchLocationsQueryOptions(useApiClient(), text),
    enabled: text.length >= ADDRESS_SEARCH_MIN_LENGTH,
    // Keeps the last list on screen while the next text is asked, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
