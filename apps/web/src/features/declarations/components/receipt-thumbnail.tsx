import type { DeclarationRow } from '@portal/contract';
import { useEffect, useState } from 'react';
import { cx } from '@/shared/ui/class-names';
import { ReceiptLink } from './receipt-link';

type Receipt = NonNullable<DeclarationRow['receipt']>;

/**
 * Seconds before asking again for a picture that did not come. The server draws a few at a
 * time per person and answers the rest "busy" (503 with Retry-After, about 5 s): a month with
 * six PDF receipts, opened for the first time, got two pictures and four plain links.
 */
export const THUMBNAIL_RETRY_SECONDS = [5, 10, 20] as const;

/**
 * A small picture of the receipt (the photo, or a PDF's first page; issue 25) that opens the
 * receipt full size in a new tab through its signed link. The server makes the picture on the
 * first view; while it cannot (too busy), the plain receipt link stands in and the picture is
 * asked for again a few times; a file that cannot be drawn at all keeps the link.
 */
export function ReceiptThumbnail({
  receipt,
  size = 'large',
}: {
  receipt: Receipt;
  /** `small` in a table's receipt column, `large` in the line's dialog. */
  size?: 'small' | 'large';
}) {
  const [failures, setFailures] = useState(0);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const seconds = THUMBNAIL_RETRY_SECONDS[failures - 1];
    if (seconds === undefined) return;
    const timer = setTimeout(() => setWaiting(false), seconds * 1000);
    return () => clearTimeout(timer);
  }, [waiting, failures]);
  if (waiting) return <ReceiptLink receipt={receipt} compact={size === 'small'} />;
  return (
    <a
      href={receipt.restricted_view_url}
      target="_blank"
      rel="noopener"
      title={receipt.original_name}
      className="group inline-block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <img
        // A new element per attempt, so the browser asks the server again.
        key={failures}
        src={receipt.thumbnail_url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => {
          setFailures((count) => count + 1);
          setWaiting(true);
        }}
        className={cx(
          'block rounded-md border border-line bg-white object-contain object-top shadow-sm group-hover:border-accent',
          size === 'small' ? 'h-14 w-11' : 'h-40 w-32',
        )}
      />
      <span className="sr-only">{`Bon ${receipt.original_name} op ware grootte (opent in een nieuw tabblad)`}</span>
    </a>
  );
}
