import { describe, expect, it } from 'vitest';
import {
  createEstimateDistanceSource,
  DETOUR_FACTOR,
  haversineKm,
} from '../../src/modules/geo/estimate-distance.js';
import { createGeoProvider } from '../../src/modules/geo/geo-provider.js';
import { createOfflineAddressSource } from '../../src/modules/geo/offline-addresses.js';

const config = {
  addresses: 'offline',
  distance: 'estimate',
  pdokUrl: 'http://127.0.0.1:9/unused',
} as const;

const source = createOfflineAddressSource();
const names = async (input: string) =>
  (await source.suggest(input)).map((suggestion) => suggestion.description);

describe('offline address suggestions', () => {
  it('suggests Utrecht for "Utre", with a GeoNames-based id', async () => {
    const [first] = await source.suggest('Utre');
    expect(first).toEqual({ id: 'nl-2745912', description: 'Utrecht' });
  });

  it('suggests Den Haag (GeoNames only has "The Hague") for "den h", before smaller Den Helder', async () => {
    const result = await names('den h');
    expect(result[0]).toBe('Den Haag');
    expect(result).toContain('Den Helder');
    expect(result).not.toContain('The Hague');
  });

  it('offers Den Haag, not The Hague, for "\'s-Grav" and "the hag"', async () => {
    expect(await names("'s-Grav")).toContain('Den Haag');
    expect(await names("'s-Grav")).not.toContain('The Hague');
    expect(await names('the hag')).toEqual(['Den Haag']);
  });

  it('suggests \'s-Hertogenbosch for "\'s-Her", for a curly apostrophe and for "den bosch"', async () => {
    expect(await names("'s-Her")).toContain("'s-Hertogenbosch");
    expect(await names('\u2019s-her')).toContain("'s-Hertogenbosch");
    expect(await names('den bosch')).toEqual(["'s-Hertogenbosch"]);
  });

  it('suggests Amsterdam first for "amst", then other Amst… places', async () => {
    const result = await names('amst');
    expect(result[0]).toBe('Amsterdam');
    expect(result).toContain('Amstelveen');
  });

  it('matches on the start of a later word but not inside a word', async () => {
    expect(await names('zuidoost')).toContain('Amsterdam-Zuidoost');
    expect(await names('aan den rijn')).toContain('Alphen aan den Rijn');
    expect(await names('trecht')).not.toContain('Utrecht');
  });

  it('ignores case and accents in both directions', async () => {
    expect(await names('UTRECHT')).toContain('Utrecht');
    expect(await names('feanwalden')).toContain('Feanwâlden');
    expect(await names('Utrécht')).toContain('Utrecht');
  });

  it('lists bigger places first and at most 10', async () => {
    const result = await names('a');
    expect(result).toHaveLength(10);
    expect(result.slice(0, 5)).toEqual([
      'Amsterdam',
      'Almere Stad',
      'Arnhem',
      'Amersfoort',
      'Apeldoorn',
    ]);
  });

  it('honours a smaller limit', async () => {
    expect(await source.suggest('a', 3)).toHaveLength(3);
  });

  it('has no minimum input length of its own (3 letters find Ede)', async () => {
    expect(await names('ede')).toContain('Ede');
  });

  it('shows a name shared by several places once', async () => {
    expect((await names('rijswijk')).filter((name) => name === 'Rijswijk')).toHaveLength(1);
  });

  it('returns nothing for "xyzzy" or blank input', async () => {
    expect(await source.suggest('xyzzy')).toEqual([]);
    expect(await source.suggest('   ')).toEqual([]);
  });

  it.each([
    'Utrecht',
    'Amsterdam',
    'Rotterdam',
    'Den Haag',
    "'s-Gravenhage",
    "'s-Hertogenbosch",
    'Den Bosch',
    'Eindhoven',
    'Groningen',
    'Zwolle',
    'Maastricht',
    'Arnhem',
    'Nijmegen',
    'Leeuwarden',
    'Amersfoort',
    'Apeldoorn',
    'Haarlem',
    'Almere',
  ])('knows %s', async (place) => {
    expect(await source.locate(place)).toBeDefined();
    expect((await source.suggest(place)).length).toBeGreaterThan(0);
  });
});

describe('offline locate', () => {
  const utrecht = { lat: 52.09083, lon: 5.12222 };

  it('locates a picked place name', async () => {
    expect(await source.locate('Utrecht')).toEqual(utrecht);
  });

  it('locates free text by the place in its last comma part', async () => {
    expect(await source.locate('Stationsplein 1, Utrecht')).toEqual(utrecht);
    expect(await source.locate('Stationsplein 1, 3511ED utrecht')).toEqual(utrecht);
  });

  it('falls back to the whole text and then to earlier comma parts', async () => {
    expect(await source.locate('Stationsplein 1 Utrecht')).toEqual(utrecht);
    expect(await source.locate('Utrecht, Nederland')).toEqual(utrecht);
  });

  it('puts Den Haag, \u2019s-Gravenhage and The Hague at one spot', async () => {
    const denHaag = await source.locate('Den Haag');
    expect(denHaag).toEqual({ lat: 52.07667, lon: 4.29861 });
    expect(await source.locate("'s-Gravenhage")).toEqual(denHaag);
    expect(await source.locate('Lange Voorhout 1, The Hague')).toEqual(denHaag);
  });

  it('takes the biggest of places that share a name', async () => {
    // Rijswijk (Zuid-Holland, ~47,000) rather than Rijswijk (Noord-Brabant, ~1,600).
    expect(await source.locate('Rijswijk')).toEqual({ lat: 52.03634, lon: 4.32501 });
  });

  it('returns undefined for text that names no known place', async () => {
    expect(await source.locate('Xyzzyplein 1, Nergenshuizen')).toBeUndefined();
    expect(await source.locate('')).toBeUndefined();
  });
});

describe('offline distance estimate', () => {
  it('computes the great-circle distance (1° of latitude ≈ 111.2 km)', () => {
    expect(haversineKm({ lat: 52, lon: 5 }, { lat: 53, lon: 5 })).toBeCloseTo(111.2, 1);
  });

  it(`multiplies the straight line by the detour factor ${DETOUR_FACTOR} and rounds`, async () => {
    const from = { lat: 52, lon: 5 };
    const to = { lat: 53, lon: 5 };
    expect(await createEstimateDistanceSource().drivingKm(from, to)).toBe(
      Math.round(111.195 * DETOUR_FACTOR),
    );
  });

  const provider = createGeoProvider(config);

  it('puts Utrecht → Amsterdam between 35 and 60 km', async () => {
    const km = await provider.distanceKm('Utrecht', 'Amsterdam');
    expect(km).toBeGreaterThanOrEqual(35);
    expect(km).toBeLessThanOrEqual(60);
    expect(Number.isInteger(km)).toBe(true);
  });

  it('gives 0 km from a place to itself, also when written differently', async () => {
    expect(await provider.distanceKm('Utrecht', 'Utrecht')).toBe(0);
    expect(await provider.distanceKm('Stationsplein 1, Utrecht', 'utrecht')).toBe(0);
  });

  it('gives undefined when a place is unknown', async () => {
    expect(await provider.distanceKm('Utrecht', 'Xyzzy')).toBeUndefined();
    expect(await provider.distanceKm('Xyzzy', 'Utrecht')).toBeUndefined();
  });

  it('works without any network: the default provider never calls fetch', async () => {
    const calls: unknown[] = [];
    const noNetwork = (async (...args: unknown[]) => {
      calls.push(args);
      throw new Error('no network');
    }) as typeof fetch;
    const offline = createGeoProvider(config, noNetwork);
    expect((await offline.suggest('Zwol'))[0]?.description).toBe('Zwolle');
    expect(await offline.distanceKm('Zwolle', 'Groningen')).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });
});
