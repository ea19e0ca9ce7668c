import { DEFAULT_TIMEOUT_MS, getJson, isRecord, type FetchLike } from './http.js';
import { GeoUnavailableError, type Coordinates, type DistanceSource } from './geo-types.js';

/**
 * OSRM route service: `GET {osrmUrl}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=false`.
 * Every non-Ok outcome is HTTP 400 with `{code, message}`; NoRoute/NoSegment mean "no route"
 * (undefined), any other code is a broken request or server (GeoUnavailableError).
 */

const SERVICE = 'OSRM';
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

/** Plain decimal notation (never `1e-7`), at most 6 decimals (~0.1 m). */
const formatDegrees = (value: number) => String(Number(value.toFixed(6)));
const formatPoint = (point: Coordinates) =>
  `${formatDegrees(point.lon)},${formatDegrees(point.lat)}`;

export interface OsrmOptions {
  /** OSRM server root, e.g. http://router.project-osrm.org */
  baseUrl: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

export function createOsrmDistanceSource(options: OsrmOptions): DistanceSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async drivingKm(from, to) {
      for (const point of [from, to]) {
        if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon)) {
          throw new TypeError('OSRM: coordinates must be finite numbers');
        }
      }
      const url = `${baseUrl}/route/v1/driving/${formatPoint(from)};${formatPoint(to)}?overview=false`;
      const { status, body } = await getJson(fetchImpl, url, timeoutMs, SERVICE);
      const code = isRecord(body) ? body.code : undefined;
      if (status === 400 && typeof code === 'string' && NO_ROUTE_CODES.has(code)) return undefined;
      if (status < 200 || status > 299 || code !== 'Ok') {
        const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
        throw new GeoUnavailableError(
          `${SERVICE} answered HTTP ${status}${typeof code === 'string' ? ` ${code}` : ''}${message ? `: ${message}` : ''}`,
        );
      }
      const routes = isRecord(body) ? body.routes : undefined;
      if (!Array.isArray(routes))
        throw new GeoUnavailableError(`${SERVICE}: response has no routes`);
      const [route] = routes as unknown[];
      if (route === undefined) return undefined;
      const distance = isRecord(route) ? route.distance : undefined;
      if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) {
        throw new GeoUnavailableError(`${SERVICE}: route has no valid distance`);
      }
      return Math.round(distance / 1000);
    },
  };
}
