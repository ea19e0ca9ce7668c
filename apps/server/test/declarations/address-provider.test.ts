import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeoProvider } from '../../src/modules/geo/geo-provider.js';
import { startReplayServer, type ReplayServer } from '../geo/replay-server.js';
import { useTestApp } from '../helpers/test-app.js';
import { BASE, call, FIXED_NOW, signIn } from './declarations-helpers.js';

/**
 * Issue 14 point 9: the search answer names its provider, so the form can say that the offline
 * one knows place names only; with PDOK a street address is found. PDOK is a replay server with
 * a recorded answer (no network).
 */
const PDOK_HOST = 'http://pdok.invalid';
let pdok: ReplayServer;

const offline = useTestApp({ now: () => FIXED_NOW });
const withPdok = useTestApp({
  now: () => FIXED_NOW,
  geo: createGeoProvider(
    { addresses: 'pdok', distance: 'estimate', pdokUrl: `${PDOK_HOST}/search/v3_1` },
    (input, init) => fetch(String(input).replace(PDOK_HOST, pdok.baseUrl), init),
  ),
});

beforeAll(async () => {
  pdok = await startReplayServer(() => ({ file: 'pdok-suggest-utrecht-stationsplein.json' }));
});
afterAll(async () => {
  await pdok.close();
});

interface SearchBody {
  success: boolean;
  locations: Array<{ id: string; description: string }>;
  message?: string;
  provider: string;
}

async function search(app: typeof offline.app, input: string): Promise<SearchBody> {
  const session = await signIn(app, 'daan');
  const response = await call(app, session, {
    method: 'GET',
    url: `${BASE}/search-locations?input=${encodeURIComponent(input)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchBody;
}

describe('GET search-locations names its provider', () => {
  it('offline: place names only, so "Stationsplein Utr" finds nothing, and it says offline', async () => {
    const body = await search(offline.app, 'Stationsplein Utr');
    expect(body).toMatchObject({ success: true, locations: [], provider: 'offline' });
    expect((await search(offline.app, 'Utre')).provider).toBe('offline');
  });

  it('PDOK: "Stationsplein Utr" finds street addresses, asking PDOK for adres types too', async () => {
    const body = await search(withPdok.app, 'Stationsplein Utr');
    expect(body.provider).toBe('pdok');
    expect(body.locations.map((l) => l.description)).toContain('Stationsplein 1, 3511ED Utrecht');
    const asked = pdok.requests.at(-1)!.url;
    expect(asked.pathname).toBe('/search/v3_1/suggest');
    expect(asked.searchParams.get('q')).toBe('Stationsplein Utr');
    expect(asked.searchParams.get('fq')).toContain('adres');
  });
});
