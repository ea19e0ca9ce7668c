import { describe, expect, it } from 'vitest';
import { GeoUnavailableError, type GeoProvider } from '../../src/modules/geo/geo-provider.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  kmRow,
  otherCosts,
  signIn,
  type Session,
  useDeclarationsApp,
} from './declarations-helpers.js';

/** The default geo provider: offline place names and an estimated driving distance (real code). */
const { ctx, typeId } = useDeclarationsApp();

const get = (session: Session | undefined, path: string, app = ctx.app) =>
  call(app, session, { method: 'GET', url: `${BASE}/${path}` });

describe('GET recent-locations', () => {
  it('lists distinct trips, newest first, with their km, and leaves out rows without a trip', async () => {
    const daan = await signIn(ctx.app, 'daan');
    await addRowOk(ctx.app, daan, kmRow(typeId, '2026-11-02', 'Utrecht', 'Amsterdam', 45));
    await addRowOk(ctx.app, daan, kmRow(typeId, '2026-11-03', 'Utrecht', 'Amersfoort', 27));
    await addRowOk(ctx.app, daan, otherCosts(typeId, '2026-11-03', 5));
    await addRowOk(ctx.app, daan, kmRow(typeId, '2026-11-04', 'Arnhem', 'Nijmegen', 22));
    // The first trip again, most recently: it moves to the top, once.
    const latest = await addRowOk(
      ctx.app,
      daan,
      kmRow(typeId, '2026-11-05', 'Utrecht', 'Amsterdam', 45),
    );

    const response = await get(daan, 'recent-locations');
    expect(response.statusCode).toBe(200);
    const { locations } = response.json() as {
      locations: Array<{
        id: number;
        location_start: string;
        location_end: string;
        kilometers: number;
      }>;
    };
    expect(locations.map((l) => [l.location_start, l.location_end, l.kilometers])).toEqual([
      ['Utrecht', 'Amsterdam', 45],
      ['Arnhem', 'Nijmegen', 22],
      ['Utrecht', 'Amersfoort', 27],
    ]);
    expect(locations[0]!.id).toBe(latest.id);
  });

  it("never lists another user's trips", async () => {
    const emma = await signIn(ctx.app, 'emma');
    const before = (await get(emma, 'recent-locations')).json();
    expect(before).toEqual({ locations: [] });
    await addRowOk(ctx.app, emma, kmRow(typeId, '2026-11-02', 'Zwolle', 'Deventer', 38));
    const after = (await get(emma, 'recent-locations')).json() as {
      locations: Array<{ location_start: string }>;
    };
    expect(after.locations.map((l) => l.location_start)).toEqual(['Zwolle']);
  });

  it('answers 401 without a token', async () => {
    expect((await get(undefined, 'recent-locations')).statusCode).toBe(401);
  });
});

describe('GET search-locations (offline provider)', () => {
  it('suggests Utrecht for "Utre"', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await get(daan, 'search-locations?input=Utre');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      success: boolean;
      locations: Array<{ id: string; description: string }>;
    };
    expect(body.success).toBe(true);
    expect(body.locations.map((l) => l.description)).toContain('Utrecht');
    for (const location of body.locations) expect(typeof location.id).toBe('string');
  });

  it('answers an empty list with a message containing ZERO_RESULTS for nonsense', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await get(daan, 'search-locations?input=xqzwvkj');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; locations: unknown[]; message: string };
    expect(body.success).toBe(true);
    expect(body.locations).toEqual([]);
    expect(body.message).toContain('ZERO_RESULTS');
  });

  it.each([
    { name: 'a missing input', query: '' },
    { name: 'an empty input', query: '?input=' },
    { name: 'an input of only spaces', query: '?input=%20%20' },
  ])('answers 400 rest_invalid_param for $name', async ({ query }) => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await get(daan, `search-locations${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { input: expect.any(String) } },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await get(undefined, 'search-locations?input=Utre')).statusCode).toBe(401);
  });
});

describe('GET calculate-kilometers (offline provider)', () => {
  it('answers Utrecht → Amsterdam as a whole number of km between 35 and 60', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await get(daan, 'calculate-kilometers?start=Utrecht&end=Amsterdam');
    expect(response.statusCode).toBe(200);
    const { kilometers } = response.json() as { kilometers: number };
    expect(kilometers).toBeGreaterThanOrEqual(35);
    expect(kilometers).toBeLessThanOrEqual(60);
    expect(Number.isInteger(kilometers)).toBe(true);
  });

  it('answers 422 ZERO_RESULTS for a place that does not exist', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await get(daan, 'calculate-kilometers?start=Utrecht&end=Xqzwvkjstad');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ZERO_RESULTS', data: { status: 422 } });
  });

  it('answers 400 when start or end is missing', async () => {
    const daan = await signIn(ctx.app, 'daan');
    for (const query of ['start=Utrecht', 'end=Amsterdam', '']) {
      const response = await get(daan, `calculate-kilometers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
  });

  it('answers 401 without a token', async () => {
    expect(
      (await get(undefined, 'calculate-kilometers?start=Utrecht&end=Amsterdam')).statusCode,
    ).toBe(401);
  });
});

describe('geo service unavailable', () => {
  const down: GeoProvider = {
    async suggest() {
      throw new GeoUnavailableError('PDOK antwoordt niet');
    },
    async distanceKm() {
      throw new GeoUnavailableError('OSRM antwoordt niet');
    },
  };
  const offline = useTestApp({ now: () => FIXED_NOW, geo: down });

  it('answers 503 geo_unavailable on search-locations and calculate-kilometers', async () => {
    const daan = await signIn(offline.app, 'daan');
    for (const path of [
      'search-locations?input=Utre',
      'calculate-kilometers?start=Utrecht&end=Amsterdam',
    ]) {
      const response = await get(daan, path, offline.app);
      expect(response.statusCode, path).toBe(503);
      expect(response.json()).toMatchObject({ code: 'geo_unavailable', data: { status: 503 } });
    }
  });
});
