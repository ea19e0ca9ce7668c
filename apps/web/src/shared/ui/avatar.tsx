import { cx } from './class-names';

/**
 * A person's round picture, or an empty circle in the accent's soft tint when there is none
 * (SPEC §2). Decorative: the name is always written next to it.
 */
export function Avatar({ src, className }: { src?: string | null; className?: string }) {
  const classes = cx('shrink-0 rounded-full', className);
  return src ? (
    <img src={src} alt="" className={cx(classes, 'bg-surface object-cover')} />
  ) : (
    <span aria-hidden="true" className={cx(classes, 'block bg-accent-soft ring-1 ring-line')} />
  );
}
