import { getAuditLog } from '@portal/contract/endpoints/audit-log';
import { listUsers } from '@portal/contract/endpoints/users';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';

export interface AuditFilters {
  actor?: number;
  kind?: string;
  from?: string;
  to?: string;
  page: number;
}

export function useAuditLog(filters: AuditFilters) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['beheer', 'audit-log', filters],
    queryFn: ({ signal }) => api.call(getAuditLog, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** People for the person filter: the first 100 by name (the users API's largest page). */
export function useAuditPeople() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['beheer', 'audit-log', 'people'],
    queryFn: ({ signal }) =>
      api.call(listUsers, {
        query: { orderby: 'name', order: 'asc', per_page: 100 },
        signal,
      }),
  });
}
