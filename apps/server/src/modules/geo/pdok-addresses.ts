import { DEFAULT_TIMEOUT_MS, getJson, isRecord, type FetchLike } from './http.js';
import {
  GeoUnavailableError,
  type AddressSource,
  type AddressSuggestion,
  type Coordinates,
} from './geo-types.js';

/**
 * PDOK Locatieserver v3.1 (https://api.pdok.nl/bzk/locatieserver/search/v3_1): `suggest` while
 * the user types, then `lookup` of the chosen id for its coordinates. v3.1 rejects parameters
 * that are not in its spec, so only q/rows/fq (suggest) and id/fl (lookup) are sent.
 */

const SUGGEST_ROWS = 10;
/** Addresses, streets, places and postcodes; not municipalities or provinces. */
const SUGGEST_FILTER = 'type:(adres OR weg OR woonplaats OR postcode)';
const LOOKUP_FIELDS = 'id,weergavenaam,centroide_ll';
const SERVICE = 'PDOK Locatieserver';

/** WKT point in WGS84, longitude first: `POINT(4.90016547 52.3676456)`. */
const WKT_POINT = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i;

export function parseWktPoint(wkt: string): Coordinates | undefined {
  const match = WKT_POINT.exec(wkt);
  if (!match) return undefined;
  const lon = Number(match[1]);
  const lat = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { lat, lon };
}

export interface PdokOptions {
  /** e.g. https://api.pdok.nl/bzk/locatieserver/search/v3_1 (no trailing slash needed) */
  baseUrl: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

export function createPdokAddressSource(options: PdokOptions): AddressSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** The docs of a 2xx Solr response; anything else is a GeoUnavailableError. */
  async function request(endpoint: string, query: string): Promise<Record<string, unknown>[]> {
    const { status, body } = await getJson(
      fetchImpl,
      `${baseUrl}/${endpoint}?${query}`,
      timeoutMs,
      SERVICE,
    );
    if (status < 200 || status > 299) {
      const error = isRecord(body) && isRecord(body.error) ? body.error.msg : undefined;
      const detail = typeof error === 'string' ? `: ${error}` : '';
      throw new GeoUnavailableError(`${SERVICE} ${endpoint} answered HTTP ${status}${detail}`);
    }
    const docs = isRecord(body) && isRecord(body.response) ? body.response.docs : undefined;
    if (!Array.isArray(docs) || !docs.every(isRecord)) {
      throw new GeoUnavailableError(`${SERVICE} ${endpoint}: unexpected response body`);
    }
    return docs;
  }

  async function suggest(input: string, limit = SUGGEST_ROWS): Promise<AddressSuggestion[]> {
    const q = input.trim();
    if (!q) return [];
    const rows = Number.isFinite(limit)
      ? Math.max(1, Math.min(Math.trunc(limit), SUGGEST_ROWS))
      : SUGGEST_ROWS;
    const docs = await request(
      'suggest',
      `q=${encodeURIComponent(q)}&rows=${rows}&fq=${encodeURIComponent(SUGGEST_FILTER)}`,
    );
    const suggestions: AddressSuggestion[] = [];
    for (const doc of docs) {
      if (typeof doc.id !== 'string' || typeof doc.weergavenaam !== 'string') {
        throw new GeoUnavailableError(`${SERVICE} suggest: a result lacks id or weergavenaam`);
      }
      suggestions.push({ id: doc.id, description: doc.weergavenaam });
    }
    return suggestions;
  }

  async function locate(description: string): Promise<Coordinates | undefined> {
    const [best] = await suggest(description, 1);
    if (!best) return undefined;
    const [doc] = await request(
      'lookup',
      `id=${encodeURIComponent(best.id)}&fl=${encodeURIComponent(LOOKUP_FIELDS)}`,
    );
    if (!doc) return undefined;
    const point =
      typeof doc.centroide_ll === 'string' ? parseWktPoint(doc.centroide_ll) : undefined;
    if (!point) throw new GeoUnavailableError(`${SERVICE} lookup: missing or bad centroide_ll`);
    return point;
  }

  return { suggest, locate };
}
