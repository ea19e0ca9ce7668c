import { Link } from 'react-router';
import { buttonClasses } from '@/shared/ui/button';

export function NotFoundScreen() {
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold text-ink">Pagina niet gevonden</h1>
      <p className="text-muted">
        De pagina die je zoekt bestaat niet (meer). Controleer het adres of ga verder vanaf het
        dashboard.
      </p>
      <Link to="/portal/dashboard" className={buttonClasses('primary')}>
        Naar het dashboard
      </Link>
    </section>
  );
}
