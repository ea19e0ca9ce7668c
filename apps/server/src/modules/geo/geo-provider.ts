import { LoadingCache } from '../../cache/loading-cache.js';
import { createEstimateDistanceSource } from './estimate-distance.js';
import type { FetchLike } from './http.js';
import { createOfflineAddressSource } from './offline-addresses.js';
import { createOsrmDistanceSource } from './osrm-distance.js';
import { createPdokAddressSource } from './pdok-addresses.js';
import type {
  AddressSource,
  AddressSuggestion,
  Coordinates,
  DistanceSource,
  GeoProvider,
} from './geo-types.js';

export {
  GeoUnavailableError,
  type AddressSource,
  type AddressSuggestion,
  type Coordinates,
  type DistanceSource,
  type GeoProvider,
} from './geo-types.js';

/** The `geo` part of the server config (see config.ts). */
export interface GeoConfig {
  addresses: 'offline' | 'pdok';
  distance: 'estimate' | 'osrm';
  pdokUrl: string;
  osrmUrl?: string;
}

export interface GeoProviderOptions {
  /** Time limit per upstream request; default 5000 ms. */
  timeoutMs?: number;
  /** Entries per cache (suggestions, located addresses, distances); default 1000. */
  cacheSize?: number;
  /** How long a cached result is used; default 1 hour. */
  cacheTtlMs?: number;
  /** Clock for the caches (tests). */
  now?: () => number;
}

/** Cache key: what the user typed, without case or extra spaces. */
const cacheKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const samePlace = (a: Coordinates, b: Coordinates) => a.lat === b.lat && a.lon === b.lon;

/** Combines an address source and a distance source, with an LRU cache in front of both. */
export function composeGeoProvider(
  addresses: AddressSource,
  distance: DistanceSource,
  options: GeoProviderOptions = {},
): GeoProvider {
  const { cacheSize = 1000, cacheTtlMs = 60 * 60 * 1000, now } = options;
  const cacheOptions = { max: cacheSize, ttlMs: cacheTtlMs, now };
  // Concurrent look-ups of one text share one upstream call. Failures (GeoUnavailableError) are
  // not cached: the next call tries again.
  const suggestions = new LoadingCache<string, AddressSuggestion[]>(cacheOptions);
  const located = new LoadingCache<string, Coordinates | undefined>(cacheOptions);
  const distances = new LoadingCache<string, number | undefined>(cacheOptions);

  const locate = (description: string) =>
    located.get(cacheKey(description), () => addresses.locate(description.trim()));

  async function drivingKm(start: string, end: string): Promise<number | undefined> {
    const [from, to] = await Promise.all([locate(start), locate(end)]);
    if (!from || !to) return undefined;
    if (samePlace(from, to)) return 0;
    const km = await distance.drivingKm(from, to);
    return km === undefined ? undefined : Math.max(1, Math.round(km));
  }

  return {
    async suggest(input) {
      const key = cacheKey(input);
      if (!key) return [];
      // A copy: callers must not change the cached list.
      return [...(await suggestions.get(key, () => addresses.suggest(input.trim())))];
    },

    async distanceKm(start, end) {
      if (!cacheKey(start) || !cacheKey(end)) return undefined;
      const key = `${cacheKey(start)}\u0000${cacheKey(end)}`;
      return distances.get(key, () => drivingKm(start, end));
    },
  };
}

/**
 * The provider the config asks for. Offline addresses + estimated distance (the default) need no
 * network; 'pdok' and 'osrm' call those services with `fetchImpl` (default: global fetch).
 */
export function createGeoProvider(
  config: GeoConfig,
  fetchImpl?: FetchLike,
  options: GeoProviderOptions = {},
): GeoProvider {
  const { timeoutMs } = options;
  const addresses =
    config.addresses === 'pdok'
      ? createPdokAddressSource({ baseUrl: config.pdokUrl, fetchImpl, timeoutMs })
      : createOfflineAddressSource();
  let distance: DistanceSource;
  if (config.distance === 'osrm') {
    if (!config.osrmUrl) throw new Error('geo: osrmUrl is required when distance is "osrm"');
    distance = createOsrmDistanceSource({ baseUrl: config.osrmUrl, fetchImpl, timeoutMs });
  } else {
    distance = createEstimateDistanceSource();
  }
  return { ...composeGeoProvider(addresses, distance, options), addresses: config.addresses };
}
