import { cx } from './class-names';

/**
 * The initials of a name: the first letters of its first and last word ("Cor van der Berg" →
 * "CB", "Sanne" → "S"); empty without letters.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('nl-NL');
}

/**
 * A person's round picture, or their initials in a circle in the accent's soft tint when there
 * is none (issue 25 item 16; SPEC §2 had an empty circle). Decorative: the name is always
 * written next to it. The letters' size follows the circle's: pass a text size with a large one.
 */
export function Avatar({
  src,
  name,
  className,
}: {
  src?: string | null;
  /** The person's full name, for the initials. */
  name?: string;
  className?: string;
}) {
  const classes = cx('shrink-0 rounded-full', className);
  return src ? (
    <img src={src} alt="" className={cx(classes, 'bg-surface object-cover')} />
  ) : (
    <span
      aria-hidden="true"
      className={cx(
        classes,
        'inline-flex items-center justify-center bg-accent-soft font-semibold text-accent-strong ring-1 ring-line select-none',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
