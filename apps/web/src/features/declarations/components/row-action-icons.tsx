import type { RowAction } from './row-actions';

/* 20 × 20 outline icons of the row actions; the button around each carries the name. */
const PATHS: Record<RowAction, string> = {
  // An eye: look at (and, in an open month, change) the line.
  view: 'M1.5 10s3-6 8.5-6 8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Zm8.5 2.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  // Two sheets.
  copy: 'M7 7V4.5A1.5 1.5 0 0 1 8.5 3h7A1.5 1.5 0 0 1 17 4.5v7a1.5 1.5 0 0 1-1.5 1.5H13M4.5 7h7A1.5 1.5 0 0 1 13 8.5v7a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 15.5v-7A1.5 1.5 0 0 1 4.5 7Z',
  // A bin.
  delete:
    'M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5m3 0-.7 10.1a1.5 1.5 0 0 1-1.5 1.4H7.2a1.5 1.5 0 0 1-1.5-1.4L5 5.5m3.5 3.5v5m3-5v5',
  // A way back: an arrow turning round.
  return: 'M8 4 4 8l4 4M4 8h8.5a4 4 0 0 1 0 8H9',
};

export function RowActionIcon({
  action,
  size = 'normal',
}: {
  action: RowAction;
  /** `small` sits in a line of text. */
  size?: 'normal' | 'small';
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={size === 'small' ? 'size-4' : 'size-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[action]} />
    </svg>
  );
}
