import { checkDeclarationDuplicates } from '@portal/contract/endpoints/declarations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';

export type DuplicateQuery = z.input<NonNullable<typeof checkDeclarationDuplicates.query>>;

/**
 * Issue 14: the user's own lines that the line being typed would look like. Nothing is asked
 * without a query (the form is not far enough yet); a failed check shows no warning.
 */
export function useDuplicateCheck(query: DuplicateQuery | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: declarationKeys.duplicates(query),
    queryFn: async ({ signal }) =>
      (await api.call(checkDeclarationDuplicates, { query: query!, signal })).duplicates,
    enabled: query !== null,
    // The previous answer stays while the next values are asked, so the warning does not flicker.
    placeholderData: keepPreviousData,
    // Lines change in other tabs and by copying too: an answer is asked again each time the
    // form is opened, never reused from the app-wide 30 s.
    staleTime: 0,
    retry: false,
  });
}
