/** Next to a field the receipt filled in, until the user changes it. */
export function SuggestedMark({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="text-sm font-medium text-accent-strong" data-suggested>
      Voorgesteld uit de bon
    </p>
  );
}

/** Below the receipt field while the server reads the receipt. */
export function ReceiptReadingStatus({ reading }: { reading: boolean }) {
  return (
    <p role="status" className="text-sm text-muted">
      {reading ? 'Bon wordt gelezen…' : ''}
    </p>
  );
}
