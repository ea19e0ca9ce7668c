import type { ReferenceKind } from '@portal/contract';
import {
  createDeclarationType,
  createKilometerRate,
  createReferenceItem,
  deleteDeclarationType,
  deleteKilometerRate,
  deleteReferenceItem,
  listAdminDeclarationTypes,
  listKilometerRates,
  listReferenceItems,
  updateDeclarationType,
  updateKilometerRate,
  updateReferenceItem,
} from '@portal/contract/endpoints/reference-data';
import type { BodyInput } from '@portal/contract/endpoints/define';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';

/** Beheer's reference data (issue 13 point 2): functies... declaration types, kilometre rates. */

export const referenceKeys = {
  all: ['beheer', 'reference'] as const,
  items: (kind: ReferenceKind) => ['beheer', 'reference', kind] as const,
  types: ['beheer', 'reference', 'declaration-types'] as const,
  rates: ['beheer', 'reference', 'kilometer-rates'] as const,
};

/**
 * After a write: Beheer's own lists at once; everything else the portal keeps (pickers, the
 * declaration form's types, profiles) is marked stale and read again when next shown.
 */
async function afterWrite(client: QueryClient) {
  await client.invalidateQueries({ queryKey: referenceKeys.all });
  await client.invalidateQueries({ refetchType: 'none' });
}

function useWrite<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => afterWrite(client) });
}

export function useReferenceItems(kind: ReferenceKind) {
  const api = useApiClient();
  return useQuery({
    queryKey: referenceKeys.items(kind),
    queryFn: ({ signal }) => api.call(listReferenceItems, { params: { kind }, signal }),
  });
}

export function useReferenceWrites(kind: ReferenceKind) {
  const api = useApiClient();
  return {
    create: useWrite((body: BodyInput<typeof createReferenceItem>) =>
      api.call(createReferenceItem, { params: { kind }, body }),
    ),
    update: useWrite(({ id, body }: { id: number; body: BodyInput<typeof updateReferenceItem> }) =>
      api.call(updateReferenceItem, { params: { kind, id }, body }),
    ),
    remove: useWrite((id: number) => api.call(deleteReferenceItem, { params: { kind, id } })),
  };
}

export function useAdminDeclarationTypes() {
  const api = useApiClient();
  return useQuery({
    queryKey: referenceKeys.types,
    queryFn: ({ signal }) => api.call(listAdminDeclarationTypes, { signal }),
  });
}

export function useDeclarationTypeWrites() {
  const api = useApiClient();
  return {
    create: useWrite((body: BodyInput<typeof createDeclarationType>) =>
      api.call(createDeclarationType, { body }),
    ),
    update: useWrite(
      ({ id, body }: { id: number; body: BodyInput<typeof updateDeclarationType> }) =>
        api.call(updateDeclarationType, { params: { id }, body }),
    ),
    remove: useWrite((id: number) => api.call(deleteDeclarationType, { params: { id } })),
  };
}

export function useKilometerRates() {
  const api = useApiClient();
  return useQuery({
    queryKey: referenceKeys.rates,
    queryFn: ({ signal }) => api.call(listKilometerRates, { signal }),
  });
}

export function useKilometerRateWrites() {
  const api = useApiClient();
  return {
    create: useWrite((body: BodyInput<typeof createKilometerRate>) =>
      api.call(createKilometerRate, { body }),
    ),
    update: useWrite(({ id, body }: { id: number; body: BodyInput<typeof updateKilometerRate> }) =>
      api.call(updateKilometerRate, { params: { id }, body }),
    ),
    remove: useWrite((id: number) => api.call(deleteKilometerRate, { params: { id } })),
  };
}
