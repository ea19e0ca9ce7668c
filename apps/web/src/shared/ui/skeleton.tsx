import { cx } from './class-names';

/** Grey placeholder block while data loads; size it with classes (h-4 w-32...). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-line', className)} />;
}
