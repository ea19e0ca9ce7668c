import { getFile } from '@portal/contract/endpoints/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';

/** Signed links live 10 minutes; a picture shown later asks for a fresh one. */
const LINK_FRESH_MS = 5 * 60_000;

export const pictureUrlKey = (id: number) => ['files', 'picture', id] as const;

/**
 * A picture's signed link (`source_url`), which an <img src> can load without the bearer token.
 * The bytes stay in the browser's cache per link; this only asks for the link.
 */
export function pictureUrlQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: pictureUrlKey(id),
    queryFn: async ({ signal }) => (await api.call(getFile, { params: { id }, signal })).source_url,
    staleTime: LINK_FRESH_MS,
    meta: { errorMessage: 'Fout bij ophalen van bestand' },
  });
}

/** The link of the picture with this id; undefined without a picture or while it loads. */
export function usePictureUrl(id: number | null | undefined): string | undefined {
  const api = useApiClient();
  const query = useQuery({
    ...pictureUrlQueryOptions(api, id ?? 0),
    enabled: typeof id === 'number' && id > 0,
  });
  return id ? query.data : undefined;
}
