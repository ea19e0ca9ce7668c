import { describe, expect, it } from 'vitest';
import { ROUTE_FEATURES } from '../../build/route-features';
import { SIGNED_IN_ROUTES } from './route-table';

/** The feature folder a route's screen is imported from, read from the import in its source. */
const featureOf = (screen: () => unknown) => /\/features\/([^/]+)\//.exec(String(screen))?.[1];

describe('the route features table the server preloads from', () => {
  it.each(SIGNED_IN_ROUTES.map((route) => [route.path, route] as const))(
    '%s preloads the feature its screen comes from',
    (path, route) => {
      const segment = path.split('/')[2]!;
      expect(ROUTE_FEATURES[segment]).toBe(featureOf(route.screen));
    },
  );

  it('names no address the portal does not have', () => {
    const segments = new Set(SIGNED_IN_ROUTES.map((route) => route.path.split('/')[2]));
    expect(Object.keys(ROUTE_FEATURES).filter((segment) => !segments.has(segment))).toEqual([]);
  });
});
