import {
  createPayrollExport,
  downloadPayrollExport,
  listPayrollExports,
  previewPayroll,
} from '@portal/contract/endpoints/payroll';
import type { payrollExportSchema } from '@portal/contract/endpoints/payroll';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '@/shared/api/api-client-context';
import { PAYROLL_QUERY_ROOT } from '@/shared/declarations/payroll-query-root';

export type PayrollExport = z.infer<typeof payrollExportSchema>;

export interface PayrollPeriod {
  from: string;
  to: string;
  includeExported: boolean;
}

// On the shared root: the review's decisions invalidate it from the declarations feature.
const payrollKeys = {
  all: PAYROLL_QUERY_ROOT,
  preview: (period: PayrollPeriod) => [...PAYROLL_QUERY_ROOT, 'preview', period] as const,
  exports: [...PAYROLL_QUERY_ROOT, 'exports'] as const,
};

const periodBody = (period: PayrollPeriod) => ({
  from: period.from,
  to: period.to,
  include_exported: period.includeExported,
});

/** The months an export of the period would contain (only when the period is valid). */
export function usePayrollPreview(period: PayrollPeriod, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: payrollKeys.preview(period),
    queryFn: ({ signal }) =>
      api.call(previewPayroll, {
        query: { from: period.from, to: period.to, include_exported: period.includeExported },
        signal,
      }),
    enabled,
    // Months are approved elsewhere (the review queue, another reviewer, another instance):
    // opening the screen always asks again instead of showing a preview up to 30 s old.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** How often the list is asked again while an export's files are still being made. */
const PENDING_FILES_REFETCH_MS = 2000;

/**
 * Earlier exports. Their files are written by a background job after the export is recorded:
 * while one is still pending the list is fetched again every 2 s, until none is.
 */
export function usePayrollExports() {
  const api = useApiClient();
  return useQuery({
    queryKey: payrollKeys.exports,
    queryFn: ({ signal }) => api.call(listPayrollExports, { signal }),
    refetchInterval: (query) =>
      query.state.data?.exports.some((item) => item.file_status === 'pending')
        ? PENDING_FILES_REFETCH_MS
        : false,
  });
}

export function useCreatePayrollExport() {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: PayrollPeriod) =>
      api.call(createPayrollExport, { body: periodBody(period) }),
    onSettled: () => client.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** Fetches the file with the session's token and hands it to the browser as a download. */
export function useDownloadPayrollExport() {
  const api = useApiClient();
  return async (id: number, format: 'xlsx' | 'csv') => {
    let name = `salarisexport-${id}.${format}`;
    const blob = await api.call(downloadPayrollExport, {
      params: { id },
      query: { format },
      responseType: 'blob',
      onHeaders: (headers) => {
        const match = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
        if (match) name = match[1]!;
      },
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has started the download; the object URL is no longer needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
}
