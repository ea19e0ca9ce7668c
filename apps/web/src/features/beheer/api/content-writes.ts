import type { ContentUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import type { ContentSection } from '../model/sections';
import { endpointsOf, type AdminItem } from './content-items';
import { beheerKeys, invalidateContent } from './query-keys';

/**
 * Beheer's writes of one content type: create or update, to the bin, back from it, and
 * delete for good. Each refreshes Beheer's lists and the portal screens showing the type.
 */
export function useContentWrites(section: ContentSection) {
  const api = useApiClient();
  const client = useQueryClient();
  const endpoints = endpointsOf(section);

  const settle = (item: AdminItem | null) => {
    if (item) client.setQueryData(beheerKeys.item(section.type, item.id), item);
    return invalidateContent(client, section.type);
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentUpdate & { title: string } }) =>
      (id === null
        ? api.call(endpoints.create, { body })
        : api.call(endpoints.update, { params: { id }, body })) as Promise<AdminItem>,
    onSuccess: settle,
  });

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'draft' | 'publish' }) =>
      api.call(endpoints.update, { params: { id }, body: { status } }) as Promise<AdminItem>,
    onSuccess: settle,
  });

  const trash = useMutation({
    mutationFn: (id: number) =>
      api.call(endpoints.delete, { params: { id } }) as Promise<AdminItem>,
    onSuccess: settle,
  });

  const remove = useMutation({
    mutationFn: (id: number) =>
      api.call(endpoints.delete, { params: { id }, query: { force: true } }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: beheerKeys.item(section.type, id) });
      return invalidateContent(client, section.type);
    },
  });

  return { save, setStatus, trash, remove };
}
