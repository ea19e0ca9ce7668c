import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GeoUnavailableError } from '../../src/modules/geo/geo-provider.js';
import { createOsrmDistanceSource } from '../../src/modules/geo/osrm-distance.js';
import {
  paramNames,
  startReplayServer,
  unusedBaseUrl,
  type ReplayServer,
} from './replay-server.js';

// Utrecht Centraal and Amsterdam Centraal, as in the fixture's request.
const utrecht = { lat: 52.089, lon: 5.11 };
const amsterdam = { lat: 52.378, lon: 4.9 };

let server: ReplayServer;
beforeEach(async () => {
  server = await startReplayServer();
});
afterEach(async () => {
  await server.close();
});

const source = (timeoutMs?: number) =>
  createOsrmDistanceSource({ baseUrl: `${server.baseUrl}/osrm/`, timeoutMs });

describe('OSRM driving distance', () => {
  it('sends GET /route/v1/driving/{lon},{lat};{lon},{lat} with only overview=false', async () => {
    server.route = () => ({ file: 'osrm-route-ok.json' });
    await source().drivingKm(utrecht, amsterdam);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/osrm/route/v1/driving/5.11,52.089;4.9,52.378');
    expect(paramNames(request!.url)).toEqual(['overview']);
    expect(request?.url.searchParams.get('overview')).toBe('false');
  });

  it('writes coordinates in plain decimals with at most 6 digits', async () => {
    server.route = () => ({ file: 'osrm-route-ok.json' });
    await source().drivingKm(
      { lat: 52.36764561234, lon: 4.90016547 },
      { lat: 0.00000001, lon: -0.5 },
    );
    expect(server.requests[0]?.url.pathname).toBe(
      '/osrm/route/v1/driving/4.900165,52.367646;-0.5,0',
    );
  });

  it('returns routes[0].distance in km, rounded (44812.6 m → 45)', async () => {
    server.route = () => ({ file: 'osrm-route-ok.json' });
    expect(await source().drivingKm(utrecht, amsterdam)).toBe(45);
  });

  it('rounds to the nearest km, not up (44 499 m → 44)', async () => {
    server.route = () => ({
      body: JSON.stringify({
        code: 'Ok',
        routes: [{ distance: 44499, duration: 1 }],
        waypoints: [],
      }),
    });
    expect(await source().drivingKm(utrecht, amsterdam)).toBe(44);
  });

  it.each(['osrm-route-noroute.json', 'osrm-nosegment.json'])(
    'returns undefined for HTTP 400 %s (no route)',
    async (file) => {
      server.route = () => ({ status: 400, file });
      expect(await source().drivingKm(utrecht, amsterdam)).toBeUndefined();
    },
  );

  it('throws GeoUnavailableError for HTTP 400 InvalidQuery', async () => {
    server.route = () => ({ status: 400, file: 'osrm-invalid-query.json' });
    await expect(source().drivingKm(utrecht, amsterdam)).rejects.toThrow(/InvalidQuery/);
    await expect(source().drivingKm(utrecht, amsterdam)).rejects.toBeInstanceOf(
      GeoUnavailableError,
    );
  });

  it('throws GeoUnavailableError for HTTP 500, even with a NoRoute body', async () => {
    server.route = () => ({ status: 500, body: 'oops', contentType: 'text/plain' });
    await expect(source().drivingKm(utrecht, amsterdam)).rejects.toBeInstanceOf(
      GeoUnavailableError,
    );
    server.route = () => ({ status: 500, file: 'osrm-route-noroute.json' });
    await expect(source().drivingKm(utrecht, amsterdam)).rejects.toBeInstanceOf(
      GeoUnavailableError,
    );
  });

  it('throws GeoUnavailableError for a 200 without a usable distance', async () => {
    for (const body of [
      'not json',
      '{"code":"Ok"}',
      '{"code":"Ok","routes":[{"distance":"far"}]}',
    ]) {
      server.route = () => ({ body });
      await expect(source().drivingKm(utrecht, amsterdam)).rejects.toBeInstanceOf(
        GeoUnavailableError,
      );
    }
  });

  it('throws GeoUnavailableError after the time limit when the server never answers', async () => {
    server.route = () => ({ hang: true });
    const started = Date.now();
    await expect(source(150).drivingKm(utrecht, amsterdam)).rejects.toThrow(
      /no answer within 150 ms/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('throws GeoUnavailableError when nothing listens (network failure)', async () => {
    const osrm = createOsrmDistanceSource({ baseUrl: await unusedBaseUrl() });
    await expect(osrm.drivingKm(utrecht, amsterdam)).rejects.toBeInstanceOf(GeoUnavailableError);
  });
});
