import type { DeclarationRow } from '@portal/contract';

/**
 * The signed link works on its own (no bearer), so a plain link in a new tab does; `noopener`
 * keeps the opened file from reaching back into the portal.
 */
export function ReceiptLink({ receipt }: { receipt: NonNullable<DeclarationRow['receipt']> }) {
  return (
    <a
      href={receipt.restricted_view_url}
      target="_blank"
      rel="noopener"
      title={receipt.original_name}
      className="inline-block max-w-32 truncate align-bottom text-accent underline hover:text-accent-strong"
    >
      {receipt.original_name}
      <span className="sr-only"> (opent in een nieuw tabblad)</span>
    </a>
  );
}
