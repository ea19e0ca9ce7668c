/** Next to a field the receipt filled in, until the user changes it. */
export function SuggestedMark({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="text-sm font-medium text-accent-strong" data-suggested>
      Voorgesteld uit de bon
    </p>
  );
}

/** Shown when the server was too busy to read the receipt (503): the user fills the line in. */
export const RECEIPT_SKIPPED_TEXT = 'De bon kon nu niet gelezen worden; vul de velden zelf in.';

/** Below the receipt field while the server reads the receipt, or when it skipped it. */
export function ReceiptReadingStatus({ reading, skipped }: { reading: boolean; skipped: boolean }) {
  return (
    <p role="status" className="text-sm text-muted">
      {reading ? 'Bon wordt gelezen…' : skipped ? RECEIPT_SKIPPED_TEXT : ''}
    </p>
  );
}
