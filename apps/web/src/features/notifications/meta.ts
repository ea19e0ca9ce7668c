import type { RouteMeta } from '@/shared/routing/route-meta';

/** The link in every notification mail: turns that kind of e-mail off without signing in. */
export const UNSUBSCRIBE_PATH = '/portal/meldingen/uitschrijven';

export const UNSUBSCRIBE_META: RouteMeta = {
  title: 'Afmelden voor e-mail',
  description: 'Zet een soort e-mail van het intranet uit met de link uit die e-mail.',
};
