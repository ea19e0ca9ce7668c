import { describe, expect, it } from 'vitest';
import {
  addRowOk,
  BASE,
  call,
  kmRow,
  signIn,
  type Session,
  useDeclarationsApp,
} from './declarations-helpers.js';

/**
 * Issue 25 item 3: one route has one distance. The default offline estimate says 46 km for
 * Utrecht → Amsterdam; once a person declared 45 km, 45 is what the portal offers them for the
 * route, either way round. Their own memory only: a colleague's lines neither set nor reveal it.
 */
const { ctx, typeId } = useDeclarationsApp();

const get = (session: Session, path: string) =>
  call(ctx.app, session, { method: 'GET', url: `${BASE}/${path}` });

async function kilometers(session: Session, start: string, end: string) {
  const query = new URLSearchParams({ start, end });
  const response = await get(session, `calculate-kilometers?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { kilometers: number }).kilometers;
}

async function recentTrips(session: Session) {
  const response = await get(session, 'recent-locations');
  const { locations } = response.json() as {
    locations: Array<{ location_start: string; location_end: string; kilometers: number }>;
  };
  return locations.map((l) => [l.location_start.trim(), l.location_end.trim(), l.kilometers]);
}

describe('one route, one distance', () => {
  it('a calculation before the person declared the route is the estimate', async () => {
    const daan = await signIn(ctx.app, 'daan');
    expect(await kilometers(daan, 'Utrecht', 'Amsterdam')).toBe(46);
  });

  it('after a declaration, their calculations either way, in any case and spacing, give its km', async () => {
    const daan = await signIn(ctx.app, 'daan');
    await addRowOk(ctx.app, daan, kmRow(typeId, '2026-11-02', 'Utrecht', 'Amsterdam', 45));
    expect(await kilometers(daan, 'Utrecht', 'Amsterdam')).toBe(45);
    expect(await kilometers(daan, 'Amsterdam', 'Utrecht')).toBe(45);
    expect(await kilometers(daan, '  amsterdam ', 'UTRECHT')).toBe(45);
  });

  it('a colleague’s lines neither set nor reveal a person’s distance', async () => {
    const daan = await signIn(ctx.app, 'daan');
    // Daan declares a wrong 4,000 km first; Emma still gets the estimate, and her own line
    // keeps the km she typed.
    await addRowOk(ctx.app, daan, kmRow(typeId, '2026-11-03', 'Zwolle', 'Deventer', 4000));
    const emma = await signIn(ctx.app, 'emma');
    const estimate = await kilometers(emma, 'Deventer', 'Zwolle');
    expect(estimate).not.toBe(4000);
    const hers = await addRowOk(
      ctx.app,
      emma,
      kmRow(typeId, '2026-11-04', 'Deventer', 'Zwolle', estimate),
    );
    expect(hers.kilometers).toBe(estimate);
    expect(await kilometers(daan, 'Zwolle', 'Deventer')).toBe(4000);
  });

  it('a typed km is stored as typed (a detour), and the latest line is what is offered next', async () => {
    const daan = await signIn(ctx.app, 'daan');
    await addRowOk(ctx.app, daan, kmRow(typeId, '2026-11-05', 'Arnhem', 'Nijmegen', 22));
    const detour = await addRowOk(
      ctx.app,
      daan,
      kmRow(typeId, '2026-11-06', 'nijmegen', ' Arnhem', 31),
    );
    expect(detour.kilometers).toBe(31);
    expect(await kilometers(daan, 'Arnhem', 'Nijmegen')).toBe(31);
    // The recent-trip list offers each direction once, both with that km.
    const trips = await recentTrips(daan);
    const route = trips.filter(([start]) => ['Arnhem', 'nijmegen'].includes(String(start)));
    expect(route.map(([, , km]) => km)).toEqual([31, 31]);
  });

  it('the recent-trip list and a fresh calculation agree for every route', async () => {
    const lars = await signIn(ctx.app, 'lars');
    await addRowOk(ctx.app, lars, kmRow(typeId, '2026-11-07', 'Utrecht', 'Amsterdam', 45));
    await addRowOk(ctx.app, lars, kmRow(typeId, '2026-11-08', 'Arnhem', 'Zwolle', 67));
    for (const [start, end, km] of await recentTrips(lars)) {
      expect(await kilometers(lars, String(end), String(start))).toBe(km);
    }
  });
});
