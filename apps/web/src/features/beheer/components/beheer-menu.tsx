import { Link, useLocation } from 'react-router';
import { cx } from '@/shared/ui/class-names';
import { BEHEER_PATH, sectionPath, type BeheerSection } from '../model/sections';

const itemClasses =
  'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-surface';

/** Beheer's own side menu: a column beside the screen, a scrolling row on a phone. */
export function BeheerMenu({ sections }: { sections: readonly BeheerSection[] }) {
  const { pathname } = useLocation();
  const current = pathname.slice(BEHEER_PATH.length + 1).split('/')[0];
  return (
    <nav aria-label="Beheer" className="min-w-0">
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sections.map((section) => (
          <li key={section.slug}>
            <Link
              to={sectionPath(section)}
              aria-current={section.slug === current ? 'page' : undefined}
              className={cx(
                itemClasses,
                section.slug === current &&
                  'bg-accent-soft text-accent-strong shadow-[inset_3px_0_0_var(--color-accent)]',
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
