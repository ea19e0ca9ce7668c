import { Button } from '@/shared/ui/button';

/**
 * Shown when the app's code cannot be loaded (a lost connection, or a new release replaced the
 * files): a full page load of the same address starts over with the current files.
 */
export function LoadFailure() {
  return (
    <main id="inhoud" className="mx-auto max-w-xl space-y-4 px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold text-ink">Er is iets misgegaan</h1>
      <p className="text-muted">Het intranet kon niet worden geladen. Laad de pagina opnieuw.</p>
      <Button onClick={() => window.location.reload()}>Pagina opnieuw laden</Button>
    </main>
  );
}
