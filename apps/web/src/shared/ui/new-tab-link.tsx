import type { ReactNode } from 'react';
import { cx } from './class-names';

export const linkClasses = 'font-medium text-accent underline hover:text-accent-strong';

/**
 * A file or another site in a new tab. noopener keeps the opened page away from ours; the
 * hidden hint tells screen-reader users that a tab opens.
 */
export function NewTabLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cx(linkClasses, className)}>
      {children}
      <span className="sr-only"> (opent in een nieuw tabblad)</span>
    </a>
  );
}
