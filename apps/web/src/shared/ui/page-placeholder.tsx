import { useRouteMeta } from '../routing/route-meta';

/** Stands in for a screen that a later iteration builds; keeps the route navigable today. */
export function PagePlaceholder() {
  const meta = useRouteMeta();
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold text-ink">{meta?.title}</h1>
      <p className="text-muted">Deze pagina volgt binnenkort.</p>
    </section>
  );
}
