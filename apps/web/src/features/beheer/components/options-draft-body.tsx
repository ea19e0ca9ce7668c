import type { ReactNode } from 'react';
import { FlashNotice } from '@/shared/ui/flash-notice';
import { Notice } from '@/shared/ui/notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import type { useOptionsDraft } from '../api/use-options-draft';

/**
 * The body of a screen that edits a list in the site options (direct links, contact persons):
 * "Opgeslagen", the save error, the list's own complaint, skeleton rows while loading, an empty
 * line, or the list itself; a failed load with its retry instead of the list.
 */
export function OptionsDraftBody({
  draft,
  invalid,
  loadingLabel,
  failure,
  skeletonClassName,
  emptyText,
  children,
}: {
  draft: Pick<
    ReturnType<typeof useOptionsDraft<unknown>>,
    'flash' | 'error' | 'clearError' | 'loading' | 'load'
  > & { rows: readonly unknown[] };
  /** Why the rows cannot be saved as they are, if so. */
  invalid: string | null;
  loadingLabel: string;
  /** What could not be loaded ("De contactpersonen konden niet worden geladen."). */
  failure: string;
  skeletonClassName: string;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <>
      <FlashNotice flash={draft.flash.flash} onDismiss={draft.flash.dismiss} />
      {draft.error && (
        <Notice tone="error" onClose={draft.clearError}>
          {draft.error}
        </Notice>
      )}
      {invalid && <Notice tone="error">{invalid}</Notice>}
      {draft.loading ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{loadingLabel}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className={skeletonClassName} />
          ))}
        </div>
      ) : draft.load.isError && draft.rows.length === 0 ? (
        <RetryNotice query={draft.load}>{failure}</RetryNotice>
      ) : draft.rows.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        children
      )}
    </>
  );
}
