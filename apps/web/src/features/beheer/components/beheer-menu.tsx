import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { cx } from '@/shared/ui/class-names';
import { BEHEER_PATH, sectionPath, type BeheerSection } from '../model/sections';

const itemClasses =
  'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-surface';

const activeClasses =
  'bg-accent-soft text-accent-strong shadow-[inset_3px_0_0_var(--color-accent)]';

/**
 * Beheer's own menu: a column beside the screen from 1024 px. Narrower, a strip of 18 sections
 * cut their labels and scrolled the current one out of sight (issue 25 item 13), so there it
 * is a disclosure: a button naming the current section opens the list below it, and following
 * a link (or Escape) closes it again.
 */
export function BeheerMenu({ sections }: { sections: readonly BeheerSection[] }) {
  const { pathname } = useLocation();
  const current = pathname.slice(BEHEER_PATH.length + 1).split('/')[0];
  const currentLabel = sections.find((section) => section.slug === current)?.label;
  // Open on the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpenOn(null);
    toggle.current?.focus();
  }

  return (
    <nav aria-label="Beheer" className="min-w-0" onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex w-full items-center justify-between gap-3 rounded-md border border-line bg-white px-3 py-2 text-left text-sm font-medium text-ink hover:bg-surface lg:hidden"
      >
        <span className="min-w-0">
          Onderdelen
          {currentLabel && (
            <>
              : <span className="font-semibold text-accent-strong">{currentLabel}</span>
            </>
          )}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cx('size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          fill="currentColor"
        >
          <path d="M5.2 7.4a.75.75 0 0 1 1.06.04L10 11.4l3.74-3.96a.75.75 0 1 1 1.1 1.02l-4.3 4.55a.75.75 0 0 1-1.1 0l-4.3-4.55a.75.75 0 0 1 .06-1.06Z" />
        </svg>
      </button>
      <ul
        id={listId}
        className={cx(
          open ? 'mt-2 grid' : 'hidden',
          'gap-1 rounded-md border border-line bg-white p-1 sm:grid-cols-2',
          'lg:mt-0 lg:flex lg:flex-col lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0',
        )}
      >
        {sections.map((section) => (
          <li key={section.slug}>
            <Link
              to={sectionPath(section)}
              aria-current={section.slug === current ? 'page' : undefined}
              onClick={() => setOpenOn(null)}
              className={cx(itemClasses, section.slug === current && activeClasses)}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
