import type { IntranetOptions, IntranetOptionsWrite } from '@portal/contract';
import { useState } from 'react';
import { useIntranetOptions } from '@/shared/content/get-intranet-options';
import { useFlash } from '@/shared/ui/flash-notice';
import { useSaveOptions } from './options';

/**
 * A list of the site options edited on its own screen: filled once from the server, changed
 * locally, saved whole. `saved` is what the server holds, so `dirty` can warn before leaving.
 */
export function useOptionsDraft<Row>(
  fromOptions: (options: IntranetOptions) => Row[],
  toFields: (rows: Row[]) => IntranetOptionsWrite['fields'],
) {
  const options = useIntranetOptions();
  const saveOptions = useSaveOptions();
  const flash = useFlash();
  const [state, setState] = useState<{ saved: Row[]; rows: Row[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Filled from the first answer only: a refetch must not overwrite what is being edited.
  if (state === null && options.data) {
    const rows = fromOptions(options.data);
    setState({ saved: rows, rows });
  }

  const rows = state?.rows ?? [];
  const dirty = state !== null && JSON.stringify(state.rows) !== JSON.stringify(state.saved);

  async function save(): Promise<void> {
    // Rows that were never loaded would replace the stored list with an empty one.
    if (!options.data) return;
    setError(null);
    try {
      const answer = await saveOptions.mutateAsync(toFields(rows));
      const next = fromOptions(answer);
      setState({ saved: next, rows: next });
      flash.show('success', 'Opgeslagen');
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : 'Opslaan is mislukt.');
    }
  }

  return {
    loading: options.isPending,
    /** The site options' query: its failure is shown with a retry. */
    load: options,
    rows,
    setRows: (next: Row[]) => setState((current) => ({ saved: current?.saved ?? [], rows: next })),
    dirty,
    save,
    saving: saveOptions.isPending,
    error,
    clearError: () => setError(null),
    flash,
  };
}
