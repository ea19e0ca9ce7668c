import {
  getReceiptSuggestions,
  type ReceiptSuggestionsResponse,
} from '@portal/contract/endpoints/receipt-suggestions';
import { useCallback } from 'react';
import { useApiClient } from '@/shared/api/api-client-context';

export type { ReceiptSuggestionsResponse };

/** POST receipt-suggestions with the chosen receipt: what the server read on it. */
export function useReadReceipt() {
  const api = useApiClient();
  return useCallback(
    (file: File, signal?: AbortSignal) => {
      const body = new FormData();
      body.append('receipt', file, file.name);
      return api.call(getReceiptSuggestions, { body, signal });
    },
    [api],
  );
}
