import type { DeclarationRow } from '@portal/contract';
import { useState } from 'react';
import { cx } from '@/shared/ui/class-names';
import { ReceiptLink } from './receipt-link';

type Receipt = NonNullable<DeclarationRow['receipt']>;

/**
 * A small picture of the receipt (the photo, or a PDF's first page; issue 25) that opens the
 * receipt full size in a new tab through its signed link. The server makes the picture on the
 * first view; when it cannot (a broken file, too busy), the plain receipt link stands in.
 */
export function ReceiptThumbnail({
  receipt,
  size = 'large',
}: {
  receipt: Receipt;
  /** `small` in a table's receipt column, `large` in the line's dialog. */
  size?: 'small' | 'large';
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ReceiptLink receipt={receipt} compact={size === 'small'} />;
  return (
    <a
      href={receipt.restricted_view_url}
      target="_blank"
      rel="noopener"
      title={receipt.original_name}
      className="group inline-block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <img
        src={receipt.thumbnail_url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cx(
          'block rounded-md border border-line bg-white object-contain object-top shadow-sm group-hover:border-accent',
          size === 'small' ? 'h-14 w-11' : 'h-40 w-32',
        )}
      />
      <span className="sr-only">{`Bon ${receipt.original_name} op ware grootte (opent in een nieuw tabblad)`}</span>
    </a>
  );
}
