import type { DeclarationRow } from '@portal/contract';
import { cx } from '@/shared/ui/class-names';

function PaperclipIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <path d="m15.5 9.5-5.6 5.6a3.5 3.5 0 0 1-5-5l6.4-6.4a2.3 2.3 0 0 1 3.3 3.3l-6.4 6.4a1.2 1.2 0 0 1-1.6-1.7l5.6-5.6" />
    </svg>
  );
}

/**
 * The signed link works on its own (no bearer), so a plain link in a new tab does; `noopener`
 * keeps the opened file from reaching back into the portal.
 */
export function ReceiptLink({
  receipt,
  compact = false,
}: {
  receipt: NonNullable<DeclarationRow['receipt']>;
  /** In a table: a paperclip and "Bon"; the file name is the tooltip and is read out. */
  compact?: boolean;
}) {
  return (
    <a
      href={receipt.restricted_view_url}
      target="_blank"
      rel="noopener"
      title={receipt.original_name}
      className={cx(
        'text-accent underline hover:text-accent-strong',
        compact
          ? 'inline-flex max-w-full items-center gap-1'
          : // The whole name where there is room (issue 25 item 16: 128 px cut most names),
            // wrapped anywhere only when a name is longer than the line.
            'inline-block max-w-full align-bottom [overflow-wrap:anywhere]',
      )}
    >
      {compact ? (
        <>
          <PaperclipIcon />
          <span aria-hidden="true">Bon</span>
          <span className="sr-only">{`${receipt.original_name} (opent in een nieuw tabblad)`}</span>
        </>
      ) : (
        <>
          {receipt.original_name}
          <span className="sr-only"> (opent in een nieuw tabblad)</span>
        </>
      )}
    </a>
  );
}
