import type { HTMLAttributes } from 'react';
import { cx } from './class-names';

/** The white panel every screen groups its content in. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cx('rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6', className)}
      {...rest}
    />
  );
}
