import { Navigate, useParams } from 'react-router';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { useCategories } from '../api/get-categories';
import { CategoryItems } from '../components/category-items';
import { CategoryMenu } from '../components/category-menu';
import { SECTIONS, categoryPath, parseCategoryId, type HandbookSection } from '../model';

/**
 * /portal/arbeidsvoorwaarden/{categoryId} and /portal/hoe-het-werkt/{categoryId} (SPEC §2):
 * the categories on the left (above the list on a phone), the open category's items on the
 * right. Without a category the first one opens.
 */
export function HandbookScreen({ section: sectionName }: { section: HandbookSection }) {
  const section = SECTIONS[sectionName];
  const { categoryId: param } = useParams();
  const categories = useCategories(section.taxonomy);
  const first = categories.data?.[0];

  if (param === undefined && first)
    return <Navigate to={categoryPath(section, first.id)} replace />;

  const categoryId = param === undefined ? null : parseCategoryId(param);
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const unknownCategory =
    param !== undefined && (categoryId === null || (categories.isSuccess && !category));

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">{section.heading}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <CategoryMenu
          section={section}
          categories={categories.data}
          loading={categories.isPending}
          activeId={categoryId}
        />
        <div className="min-w-0 space-y-4">
          {categories.isError && (
            <RetryNotice query={categories}>De categorieën konden niet worden geladen.</RetryNotice>
          )}
          {unknownCategory ? (
            <p className="rounded-lg border border-line bg-white p-4 text-muted shadow-sm">
              Deze categorie bestaat niet (meer). Kies een categorie uit het menu.
            </p>
          ) : (
            categoryId !== null && (
              <CategoryItems section={section} categoryId={categoryId} category={category} />
            )
          )}
        </div>
      </div>
    </div>
  );
}

export function TermsOfEmploymentScreen() {
  return <HandbookScreen section="arbeidsvoorwaarden" />;
}

export function KnowledgeBaseScreen() {
  return <HandbookScreen section="kennisbank" />;
}
