import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GeoUnavailableError } from '../../src/modules/geo/geo-provider.js';
import { createPdokAddressSource } from '../../src/modules/geo/pdok-addresses.js';
import {
  fixtureJson,
  paramNames,
  startReplayServer,
  unusedBaseUrl,
  type ReplayServer,
} from './replay-server.js';

const FILTER = 'type:(adres OR weg OR woonplaats OR postcode)';
const FIRST_ID = 'adr-d137afc78a1ed12fc996386a6fbb9033'; // 1st adres in the suggest fixture (2nd doc)
const WEG_ID = 'weg-e52940d9f0e7a6ce516ea4046e6a3e24'; // 1st doc in the suggest fixture

let server: ReplayServer;
beforeEach(async () => {
  server = await startReplayServer();
});
afterEach(async () => {
  await server.close();
});

/** PDOK mounted under a path, as the real one is (…/search/v3_1). */
const source = (timeoutMs?: number) =>
  createPdokAddressSource({ baseUrl: `${server.baseUrl}/search/v3_1/`, timeoutMs });

describe('PDOK suggest', () => {
  it('sends GET /suggest with only q, rows=10 and the type filter, spaces as %20', async () => {
    server.route = () => ({ file: 'pdok-suggest-utrecht-stationsplein.json' });
    await source().suggest('  stationsplein utrecht ');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/search/v3_1/suggest');
    expect(paramNames(request!.url)).toEqual(['fq', 'q', 'rows']);
    expect(request?.url.searchParams.get('q')).toBe('stationsplein utrecht');
    expect(request?.url.searchParams.get('rows')).toBe('10');
    expect(request?.url.searchParams.getAll('fq')).toEqual([FILTER]);
    expect(request?.rawUrl).toContain('q=stationsplein%20utrecht&');
  });

  it('encodes reserved characters in q so they reach PDOK intact', async () => {
    server.route = () => ({ file: 'pdok-suggest-empty.json' });
    const input = "Kerkstraat 1&rows=99 #2+3, 's-Hertogenbosch";
    await source().suggest(input);
    const url = server.requests[0]!.url;
    expect(url.searchParams.get('q')).toBe(input);
    expect(url.searchParams.get('rows')).toBe('10');
    expect(paramNames(url)).toEqual(['fq', 'q', 'rows']);
  });

  it('maps docs to {id: id, description: weergavenaam} in PDOK order', async () => {
    server.route = () => ({ file: 'pdok-suggest-utrecht-stationsplein.json' });
    const result = await source().suggest('stationsplein utrecht');
    expect(result).toHaveLength(5);
    expect(result[0]).toEqual({ id: WEG_ID, description: 'Stationsplein, Utrecht' });
    expect(result[1]).toEqual({ id: FIRST_ID, description: 'Stationsplein 1, 3511ED Utrecht' });
  });

  it('returns [] for an empty result', async () => {
    server.route = () => ({ file: 'pdok-suggest-empty.json' });
    expect(await source().suggest('xyzzyplein')).toEqual([]);
  });

  it('sends no request for blank input', async () => {
    expect(await source().suggest('   ')).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it.each(['pdok-error-unknown-param.json', 'pdok-error-undefined-field.json'])(
    'throws GeoUnavailableError on HTTP 400 with the JSON error body %s',
    async (file) => {
      server.route = () => ({ status: 400, file });
      await expect(source().suggest('utrecht')).rejects.toThrow(/HTTP 400/);
      await expect(source().suggest('utrecht')).rejects.toBeInstanceOf(GeoUnavailableError);
    },
  );

  it('throws GeoUnavailableError on HTTP 400 with a text/plain body', async () => {
    server.route = () => ({
      status: 400,
      contentType: 'text/plain',
      body: 'parameter "rows" in query has an error: value x: an invalid integer: invalid syntax',
    });
    await expect(source().suggest('utrecht')).rejects.toThrow(/HTTP 400/);
    await expect(source().suggest('utrecht')).rejects.toBeInstanceOf(GeoUnavailableError);
  });

  it('throws GeoUnavailableError on HTTP 500', async () => {
    server.route = () => ({
      status: 500,
      body: 'Internal Server Error',
      contentType: 'text/plain',
    });
    await expect(source().suggest('utrecht')).rejects.toThrow(/HTTP 500/);
    await expect(source().suggest('utrecht')).rejects.toBeInstanceOf(GeoUnavailableError);
  });

  it('throws GeoUnavailableError on a 200 that is not JSON or has no response.docs', async () => {
    server.route = () => ({ body: '<html>maintenance</html>', contentType: 'text/html' });
    await expect(source().suggest('utrecht')).rejects.toBeInstanceOf(GeoUnavailableError);
    server.route = () => ({ body: '{"response":{"numFound":0}}' });
    await expect(source().suggest('utrecht')).rejects.toBeInstanceOf(GeoUnavailableError);
    server.route = () => ({ body: '{"response":{"docs":[{"id":"x"}]}}' });
    await expect(source().suggest('utrecht')).rejects.toBeInstanceOf(GeoUnavailableError);
  });

  it('throws GeoUnavailableError after the time limit when the server never answers', async () => {
    server.route = () => ({ hang: true });
    const started = Date.now();
    await expect(source(150).suggest('utrecht')).rejects.toThrow(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(server.requests).toHaveLength(1);
  });

  it('throws GeoUnavailableError when nothing listens (network failure)', async () => {
    const pdok = createPdokAddressSource({ baseUrl: await unusedBaseUrl() });
    await expect(pdok.suggest('utrecht')).rejects.toBeInstanceOf(GeoUnavailableError);
  });
});

describe('PDOK locate', () => {
  const lookupReply = (url: URL) =>
    url.pathname.endsWith('/suggest')
      ? { file: 'pdok-suggest-utrecht-stationsplein.json' }
      : { file: 'pdok-lookup-adres.json' };

  it('asks suggest for one row, then looks up that id with fl=id,weergavenaam,centroide_ll', async () => {
    server.route = lookupReply;
    await source().locate('Stationsplein, Utrecht');
    expect(server.requests.map((request) => request.url.pathname)).toEqual([
      '/search/v3_1/suggest',
      '/search/v3_1/lookup',
    ]);
    const [suggest, lookup] = server.requests.map((request) => request.url);
    expect(suggest?.searchParams.get('q')).toBe('Stationsplein, Utrecht');
    expect(suggest?.searchParams.get('rows')).toBe('1');
    expect(suggest?.searchParams.get('fq')).toBe(FILTER);
    expect(paramNames(lookup!)).toEqual(['fl', 'id']);
    expect(lookup?.searchParams.get('id')).toBe(WEG_ID);
    expect(lookup?.searchParams.get('fl')).toBe('id,weergavenaam,centroide_ll');
  });

  it('reads centroide_ll "POINT(lon lat)" longitude first', async () => {
    server.route = lookupReply;
    expect(await source().locate('Amstel 1, Amsterdam')).toEqual({
      lat: 52.3676456,
      lon: 4.90016547,
    });
  });

  it('returns undefined without a lookup when suggest finds nothing', async () => {
    server.route = () => ({ file: 'pdok-suggest-empty.json' });
    expect(await source().locate('Xyzzyplein 1')).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('returns undefined when lookup finds no document for the id', async () => {
    server.route = (url) =>
      url.pathname.endsWith('/suggest')
        ? { file: 'pdok-suggest-utrecht-stationsplein.json' }
        : { file: 'pdok-lookup-empty.json' };
    expect(await source().locate('Stationsplein, Utrecht')).toBeUndefined();
    expect(server.requests).toHaveLength(2);
  });

  it('throws GeoUnavailableError when lookup answers 400 (undefined field)', async () => {
    server.route = (url) =>
      url.pathname.endsWith('/suggest')
        ? { file: 'pdok-suggest-utrecht-stationsplein.json' }
        : { status: 400, file: 'pdok-error-undefined-field.json' };
    await expect(source().locate('Stationsplein, Utrecht')).rejects.toThrow(
      /lookup answered HTTP 400: undefined field/,
    );
    await expect(source().locate('Stationsplein, Utrecht')).rejects.toBeInstanceOf(
      GeoUnavailableError,
    );
  });

  it('throws GeoUnavailableError when centroide_ll is missing or not a WKT point', async () => {
    const doc = (fixtureJson('pdok-lookup-adres.json') as { response: { docs: object[] } }).response
      .docs[0];
    for (const centroide of [undefined, 'POINT(4,9 52,3)', '4.9 52.3']) {
      server.route = (url) =>
        url.pathname.endsWith('/suggest')
          ? { file: 'pdok-suggest-utrecht-stationsplein.json' }
          : { body: JSON.stringify({ response: { docs: [{ ...doc, centroide_ll: centroide }] } }) };
      await expect(source().locate('Amstel 1, Amsterdam')).rejects.toBeInstanceOf(
        GeoUnavailableError,
      );
    }
  });

  it('throws GeoUnavailableError when lookup never answers', async () => {
    server.route = (url) =>
      url.pathname.endsWith('/suggest')
        ? { file: 'pdok-suggest-utrecht-stationsplein.json' }
        : { hang: true };
    await expect(source(150).locate('Stationsplein, Utrecht')).rejects.toBeInstanceOf(
      GeoUnavailableError,
    );
  });
});
