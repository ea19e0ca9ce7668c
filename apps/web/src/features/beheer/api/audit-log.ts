import { getAuditLog, type AuditKind } from '@portal/contract/endpoints/audit-log';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';

export interface AuditFilters {
  actor?: number;
  /** Whom the change concerns. */
  subject?: number;
  kind?: AuditKind;
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
