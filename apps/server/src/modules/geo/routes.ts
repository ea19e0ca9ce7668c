import { calculateKilometers, searchLocations } from '@portal/contract/endpoints/geo';
import { unprocessable, WpHttpError } from '../../http/errors.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { RouteDistances } from '../declarations/route-distances.js';
import { GeoUnavailableError, type GeoProvider } from './geo-provider.js';

const geoUnavailable = () =>
  new WpHttpError(
    503,
    'geo_unavailable',
    'De adresdienst is tijdelijk niet bereikbaar. Probeer het later opnieuw.',
  );

/** A provider that did not answer is a 503 the form can explain, not a 500. */
async function askProvider<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof GeoUnavailableError) throw geoUnavailable();
    throw error;
  }
}

/** Address search and distances for the declaration form (SPEC §7). */
export function registerGeoRoutes(
  router: EndpointRouter,
  deps: { geo: GeoProvider; routes: Pick<RouteDistances, 'kilometers'> },
): void {
  router.route(searchLocations, async ({ query }) => {
    const locations = await askProvider(() => deps.geo.suggest(query.input));
    // The form says "only place names are known" for the offline provider (issue 14).
    const provider = deps.geo.addresses ?? 'offline';
    return locations.length
      ? { success: true, locations, provider }
      : { success: true, locations, provider, message: 'ZERO_RESULTS' };
  });

  router.route(calculateKilometers, async ({ query, user }) => {
    // A route the asker declared before has their distance (issue 25 item 3).
    const remembered = await deps.routes.kilometers(user.id, query.start, query.end);
    if (remembered !== undefined) return { kilometers: remembered };
    const kilometers = await askProvider(() => deps.geo.distanceKm(query.start, query.end));
    if (kilometers === undefined) {
      throw unprocessable(
        'ZERO_RESULTS',
        'De afstand tussen deze adressen kan niet worden bepaald. Controleer de adressen.',
      );
    }
    return { kilometers };
  });
}
