import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { buttonClasses } from '@/shared/ui/button';

/**
 * A screen that fails to render or load its code is logged and replaced by this calm message;
 * the sidebar and top bar stay, so the user can go on elsewhere.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Fout bij het tonen van de pagina', error);
  }, [error]);

  return (
    <section className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-2xl font-semibold text-ink">Er is iets misgegaan</h1>
      <p className="text-muted">
        Deze pagina kon niet worden getoond. Laad de pagina opnieuw of ga verder vanaf het
        dashboard.
      </p>
      <Link to="/portal/dashboard" className={buttonClasses('primary')}>
        Naar het dashboard
      </Link>
    </section>
  );
}
