import { Button } from '@/shared/ui/button';

/** Beheer's lists: "Pagina x van y · n items" with Vorige and Volgende (server-side paging). */
export function ListPaging({
  page,
  totalPages,
  total,
  noun,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  /** The counted thing, singular and plural ("item"/"items", "persoon"/"mensen"). */
  noun: readonly [string, string];
  onPage(page: number): void;
}) {
  const counted = `${total} ${total === 1 ? noun[0] : noun[1]}`;
  if (totalPages <= 1) {
    return total > 0 ? <p className="text-sm text-muted">{counted}</p> : null;
  }
  return (
    <nav aria-label="Paginering" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Pagina {page} van {totalPages} · {counted}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Vorige
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          Volgende
        </Button>
      </div>
    </nav>
  );
}
