import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  composeGeoProvider,
  createGeoProvider,
  GeoUnavailableError,
  type AddressSource,
  type Coordinates,
} from '../../src/modules/geo/geo-provider.js';
import { loadConfig } from '../../src/config.js';
import { fixtureJson, startReplayServer, type ReplayServer, type Reply } from './replay-server.js';

let server: ReplayServer;
beforeEach(async () => {
  server = await startReplayServer();
});
afterEach(async () => {
  await server.close();
});

const UTRECHT_ID = 'weg-e52940d9f0e7a6ce516ea4046e6a3e24';
const AMSTERDAM_ID = 'adr-9c02454e0f09cd9347aeb11cc03c9fb7';

/** Lookup fixture (Amstel 1, Amsterdam) with another id and centroide, for a second address. */
function lookupBody(id: string, centroide: string): string {
  const body = fixtureJson('pdok-lookup-adres.json') as { response: { docs: object[] } };
  body.response.docs = [{ ...body.response.docs[0], id, centroide_ll: centroide }];
  return JSON.stringify(body);
}

/** PDOK + OSRM on one replay server: "utrecht" → Stationsplein, "amstel" → Amstel 1. */
function pdokAndOsrm(osrm: Reply = { file: 'osrm-route-ok.json' }) {
  return (url: URL): Reply => {
    if (url.pathname === '/pdok/suggest') {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      if (q.includes('utrecht')) return { file: 'pdok-suggest-utrecht-stationsplein.json' };
      if (q.includes('amstel')) {
        return {
          body: JSON.stringify({
            response: { docs: [{ id: AMSTERDAM_ID, weergavenaam: 'Amstel 1, 1011PN Amsterdam' }] },
          }),
        };
      }
      return { file: 'pdok-suggest-empty.json' };
    }
    if (url.pathname === '/pdok/lookup') {
      if (url.searchParams.get('id') === UTRECHT_ID) {
        return { body: lookupBody(UTRECHT_ID, 'POINT(5.11041200 52.08923600)') };
      }
      return { file: 'pdok-lookup-adres.json' };
    }
    if (url.pathname.startsWith('/osrm/route/v1/driving/')) return osrm;
    return { status: 404, body: '{}' };
  };
}

const online = (options: { now?: () => number; timeoutMs?: number } = {}) =>
  createGeoProvider(
    {
      addresses: 'pdok',
      distance: 'osrm',
      pdokUrl: `${server.baseUrl}/pdok`,
      osrmUrl: `${server.baseUrl}/osrm`,
    },
    undefined,
    options,
  );

const paths = () => server.requests.map((request) => request.url.pathname);

describe('createGeoProvider with PDOK and OSRM', () => {
  it('locates both addresses with PDOK and routes between their centroids (lon,lat) with OSRM', async () => {
    server.route = pdokAndOsrm();
    const km = await online().distanceKm('Stationsplein, Utrecht', 'Amstel 1, Amsterdam');
    expect(km).toBe(45);
    const osrm = server.requests.find((request) => request.url.pathname.startsWith('/osrm/'));
    expect(osrm?.url.pathname).toBe('/osrm/route/v1/driving/5.110412,52.089236;4.900165,52.367646');
    expect(osrm?.url.searchParams.get('overview')).toBe('false');
  });

  it('returns undefined, without asking OSRM, when an address is not found', async () => {
    server.route = pdokAndOsrm();
    expect(await online().distanceKm('Xyzzyplein 1', 'Amstel 1, Amsterdam')).toBeUndefined();
    expect(paths().some((path) => path.startsWith('/osrm/'))).toBe(false);
  });

  it('returns 0, without asking OSRM, when both addresses are the same spot', async () => {
    server.route = pdokAndOsrm();
    expect(await online().distanceKm('Amstel 1, Amsterdam', 'amstel 1 amsterdam')).toBe(0);
    expect(paths().some((path) => path.startsWith('/osrm/'))).toBe(false);
  });

  it('returns undefined when OSRM finds no route', async () => {
    server.route = pdokAndOsrm({ status: 400, file: 'osrm-route-noroute.json' });
    expect(
      await online().distanceKm('Stationsplein, Utrecht', 'Amstel 1, Amsterdam'),
    ).toBeUndefined();
  });

  it('reports at least 1 km between two different spots (OSRM says 300 m)', async () => {
    server.route = pdokAndOsrm({
      body: JSON.stringify({ code: 'Ok', routes: [{ distance: 300, duration: 40 }] }),
    });
    expect(await online().distanceKm('Stationsplein, Utrecht', 'Amstel 1, Amsterdam')).toBe(1);
  });

  it('passes GeoUnavailableError from OSRM through', async () => {
    server.route = pdokAndOsrm({ status: 400, file: 'osrm-invalid-query.json' });
    await expect(
      online().distanceKm('Stationsplein, Utrecht', 'Amstel 1, Amsterdam'),
    ).rejects.toBeInstanceOf(GeoUnavailableError);
  });

  it('passes the injected time limit on to the requests', async () => {
    server.route = () => ({ hang: true });
    await expect(online({ timeoutMs: 100 }).suggest('utrecht')).rejects.toThrow(
      /no answer within 100 ms/,
    );
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const recording = ((input: string | URL | Request, init?: RequestInit) => {
      seen.push(String(input));
      return fetch(input, init);
    }) as typeof fetch;
    server.route = pdokAndOsrm();
    const provider = createGeoProvider(
      { addresses: 'pdok', distance: 'estimate', pdokUrl: `${server.baseUrl}/pdok` },
      recording,
    );
    await provider.suggest('stationsplein utrecht');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pdok\/suggest\?q=/);
  });

  it("takes the server config's geo section as is; its defaults need no network", async () => {
    const noNetwork = (async () => {
      throw new Error('no network');
    }) as typeof fetch;
    const provider = createGeoProvider(loadConfig({}).geo, noNetwork);
    expect((await provider.suggest('Utre'))[0]?.description).toBe('Utrecht');
    const configured = loadConfig({
      GEO_ADDRESSES: 'pdok',
      GEO_DISTANCE: 'osrm',
      PDOK_URL: `${server.baseUrl}/pdok/`,
      OSRM_URL: `${server.baseUrl}/osrm/`,
    }).geo;
    server.route = pdokAndOsrm();
    expect(
      await createGeoProvider(configured).distanceKm(
        'Stationsplein, Utrecht',
        'Amstel 1, Amsterdam',
      ),
    ).toBe(45);
  });

  it('refuses distance "osrm" without an osrmUrl', () => {
    expect(() =>
      createGeoProvider({ addresses: 'offline', distance: 'osrm', pdokUrl: 'http://x' }),
    ).toThrow(/osrmUrl/);
  });
});

describe('geo cache', () => {
  it('answers a repeated suggestion (any case or spacing) without a second request', async () => {
    server.route = pdokAndOsrm();
    const provider = online();
    const first = await provider.suggest('stationsplein utrecht');
    const again = await provider.suggest('  Stationsplein   Utrecht ');
    expect(again).toEqual(first);
    expect(server.requests).toHaveLength(1);
  });

  it('asks PDOK and OSRM once for look-ups that arrive together', async () => {
    server.route = pdokAndOsrm();
    const provider = online();
    const suggestions = await Promise.all(
      ['stationsplein utrecht', 'Stationsplein Utrecht', ' stationsplein  utrecht'].map((text) =>
        provider.suggest(text),
      ),
    );
    expect(suggestions.map((list) => list.length)).toEqual([5, 5, 5]);
    expect(server.requests).toHaveLength(1);

    server.requests.length = 0;
    const distances = await Promise.all(
      [1, 2, 3].map(() => provider.distanceKm('Amstel 1, Amsterdam', 'Stationsplein, Utrecht')),
    );
    expect(distances).toEqual([45, 45, 45]);
    // One suggest and one lookup per address and one route, as for a single call (see below).
    expect(paths().filter((path) => path.startsWith('/pdok/'))).toHaveLength(4);
    expect(paths().filter((path) => path.startsWith('/osrm/'))).toHaveLength(1);
  });

  it('answers a repeated distance without any request', async () => {
    server.route = pdokAndOsrm();
    const provider = online();
    await provider.distanceKm('Stationsplein, Utrecht', 'Amstel 1, Amsterdam');
    const count = server.requests.length;
    expect(count).toBe(5); // 2 × (suggest + lookup) + route
    expect(await provider.distanceKm('Stationsplein, Utrecht', 'Amstel 1, Amsterdam')).toBe(45);
    expect(server.requests).toHaveLength(count);
  });

  it('reuses a located address when only the other end changes', async () => {
    server.route = pdokAndOsrm();
    const provider = online();
    await provider.distanceKm('Stationsplein, Utrecht', 'Amstel 1, Amsterdam');
    server.requests.length = 0;
    await provider.distanceKm('Amstel 1, Amsterdam', 'Stationsplein, Utrecht');
    expect(paths()).toEqual(['/osrm/route/v1/driving/4.900165,52.367646;5.110412,52.089236']);
  });

  it('does not keep failures: the call after a 500 asks again', async () => {
    server.route = () => ({ status: 500, body: 'down', contentType: 'text/plain' });
    const provider = online();
    await expect(provider.suggest('stationsplein utrecht')).rejects.toBeInstanceOf(
      GeoUnavailableError,
    );
    server.route = pdokAndOsrm();
    expect(await provider.suggest('stationsplein utrecht')).toHaveLength(5);
    expect(server.requests).toHaveLength(2);
  });

  it('asks again once an entry is older than the time-to-live (1 hour)', async () => {
    let now = 0;
    server.route = pdokAndOsrm();
    const provider = online({ now: () => now });
    await provider.suggest('stationsplein utrecht');
    now = 59 * 60 * 1000;
    await provider.suggest('stationsplein utrecht');
    expect(server.requests).toHaveLength(1);
    now = 60 * 60 * 1000 + 1;
    await provider.suggest('stationsplein utrecht');
    expect(server.requests).toHaveLength(2);
  });

  it('does not let callers change cached suggestions', async () => {
    server.route = pdokAndOsrm();
    const provider = online();
    (await provider.suggest('stationsplein utrecht')).length = 0; // a miss
    (await provider.suggest('stationsplein utrecht')).length = 0; // a hit
    expect(await provider.suggest('stationsplein utrecht')).toHaveLength(5);
  });
});

describe('composeGeoProvider', () => {
  const at = (lat: number, lon: number): Coordinates => ({ lat, lon });
  const addresses: AddressSource = {
    suggest: async () => [],
    locate: async (text) => (text === 'a' ? at(52, 5) : text === 'b' ? at(52.001, 5) : undefined),
  };

  it('rounds the source distance and never reports 0 km between two different spots', async () => {
    const provider = composeGeoProvider(addresses, { drivingKm: async () => 0.2 });
    expect(await provider.distanceKm('a', 'b')).toBe(1);
    const other = composeGeoProvider(addresses, { drivingKm: async () => 12.6 });
    expect(await other.distanceKm('a', 'b')).toBe(13);
  });

  it('returns undefined for a blank address without locating it', async () => {
    let located = 0;
    const counting: AddressSource = {
      ...addresses,
      locate: async () => {
        located += 1;
        return at(1, 1);
      },
    };
    const provider = composeGeoProvider(counting, { drivingKm: async () => 5 });
    expect(await provider.distanceKm(' ', 'b')).toBeUndefined();
    expect(located).toBe(0);
  });
});
