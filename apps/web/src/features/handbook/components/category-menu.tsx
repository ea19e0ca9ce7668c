import type { Term } from '@portal/contract';
import { Link } from 'react-router';
import { cx } from '@/shared/ui/class-names';
import { Skeleton } from '@/shared/ui/skeleton';
import { categoryPath, type SectionConfig } from '../model';

const itemClasses = 'block rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface';
const activeClasses =
  'bg-accent-soft text-accent-strong shadow-[inset_3px_0_0_var(--color-accent)] hover:bg-accent-soft';

interface CategoryMenuProps {
  section: SectionConfig;
  categories: readonly Term[] | undefined;
  loading: boolean;
  activeId: number | null;
}

/** The section's categories; the open one is marked for sight and for screen readers. */
export function CategoryMenu({ section, categories, loading, activeId }: CategoryMenuProps) {
  return (
    <nav
      aria-label={`Categorieën ${section.heading.toLowerCase()}`}
      className="rounded-lg border border-line bg-white p-3 shadow-sm lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
    >
      <h2 className="px-3 pt-1 pb-2 text-sm font-semibold tracking-wide text-muted uppercase">
        Categorieën
      </h2>
      {loading ? (
        <div role="status" className="space-y-2 px-3 py-1">
          <span className="sr-only">Categorieën laden...</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
      ) : categories && categories.length > 0 ? (
        <ul className="space-y-1">
          {categories.map((category) => {
            const active = category.id === activeId;
            return (
              <li key={category.id}>
                <Link
                  to={categoryPath(section, category.id)}
                  aria-current={active ? 'page' : undefined}
                  className={cx(itemClasses, active && activeClasses)}
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        categories && <p className="px-3 pb-2 text-sm text-muted">Er zijn nog geen categorieën.</p>
      )}
    </nav>
  );
}
