import { searchLocations } from '@portal/contract/endpoints/geo';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { ApiError } from '@/shared/api/api-error';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import type { AddressSuggestion } from './contract-types';
import { declarationKeys } from './query-keys';

/** SPEC §9: searching starts at 4 characters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 4;
export const ADDRESS_SUGGESTIONS_MAX = 10;

/** The geo service's "nothing found" comes as a message; SPEC §7 reads it as an empty list. */
const isZeroResults = (message: string | undefined) => Boolean(message?.includes('ZERO_RESULTS'));

/** Which addresses the server's search knows: 'offline' place names only, 'pdok' streets too. */
export type AddressProvider = 'offline' | 'pdok';

export interface AddressSearchResult {
  locations: AddressSuggestion[];
  /** Null when the answer did not say (a WordPress-shaped answer). */
  provider: AddressProvider | null;
}

export function searchLocationsQueryOptions(api: ApiClient, input: string) {
  return queryOptions({
    queryKey: declarationKeys.searchLocations(input),
    queryFn: async ({ signal }): Promise<AddressSearchResult> => {
      try {
        const response = await api.call(searchLocations, { query: { input }, signal });
        const provider = response.provider ?? null;
        if (isZeroResults(response.message)) return { locations: [], provider };
        return { locations: response.locations.slice(0, ADDRESS_SUGGESTIONS_MAX), provider };
      } catch (error) {
        if (error instanceof ApiError && isZeroResults(error.message)) {
          return { locations: [], provider: null };
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The provider the page was served with, or named by the last search answer, for every address
 * field of the session: the offline one gets a hint that only place names are known (issue 14).
 */
export function useKnownAddressProvider(): AddressProvider | null {
  // The page names it from the start (runtime config); a search answer confirms or corrects it.
  const configured = useRuntimeConfig().addressProvider;
  const known = useQuery({
    queryKey: declarationKeys.addressProvider,
    queryFn: (): AddressProvider | null => null,
    enabled: false,
    staleTime: Infinity,
  });
  return known.data ?? configured;
}

/** Suggestions for an already debounced text; nothing is asked below 4 characters. */
export function useAddressSuggestions(input: string) {
  const text = input.trim();
  const queryClient = useQueryClient();
  const search = useQuery({
    ...searchLocationsQueryOptions(useApiClient(), text),
    enabled: text.length >= ADDRESS_SEARCH_MIN_LENGTH,
    // Keeps the last list on screen while the next text is asked, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const provider = search.data?.provider ?? null;
  useEffect(() => {
    if (provider) queryClient.setQueryData(declarationKeys.addressProvider, provider);
  }, [provider, queryClient]);
  return search;
}

/**
 * Whether a text looks like a street address rather than a place: a house number, or a word
 * ending like a Dutch street name ("Stationsplein Utr", "Dorpsstraat 4").
 */
export function looksLikeStreetAddress(text: string): boolean {
  return (
    /\d/.test(text) ||
    /(straat|plein|weg|laan|kade|gracht|singel|dijk|steeg|dreef|markt)(\s|,|$)/i.test(text)
  );
}
