import type { Term } from '@portal/contract';
import { useCategoryItems } from '../api/get-category-items';
import type { SectionConfig } from '../model';
import { HandbookItem, HandbookItemSkeleton } from '@/shared/content/handbook-item';
import { RetryNotice } from '@/shared/ui/retry-notice';

const SKELETON_COUNT = 3;

/** The published items of the open category; a new category loads its own list. */
export function CategoryItems({
  section,
  categoryId,
  category,
}: {
  section: SectionConfig;
  categoryId: number;
  /** Undefined while the categories load (or when they failed). */
  category: Term | undefined;
}) {
  const items = useCategoryItems(section, categoryId);
  const list = items.data ?? [];

  return (
    <section aria-labelledby="categorie-titel" aria-busy={items.isFetching} className="space-y-4">
      <h2 id="categorie-titel" className={category ? 'text-xl font-semibold text-ink' : 'sr-only'}>
        {category?.name ?? 'Onderwerpen'}
      </h2>
      {items.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Onderwerpen laden...</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <HandbookItemSkeleton key={index} />
          ))}
        </div>
      ) : list.length > 0 ? (
        <ul className="space-y-4">
          {list.map((item) => (
            <li key={item.id}>
              <HandbookItem item={item} />
            </li>
          ))}
        </ul>
      ) : items.isError ? (
        <RetryNotice query={items}>De onderwerpen konden niet worden geladen.</RetryNotice>
      ) : (
        items.isSuccess && (
          <p className="rounded-lg border border-line bg-white p-4 text-muted shadow-sm">
            Er staan nog geen onderwerpen in deze categorie.
          </p>
        )
      )}
    </section>
  );
}
