import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import {
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  kmRow,
  signIn,
  typeIds,
  type Session,
} from './declarations-helpers.js';

/**
 * Issue 25 item 3: one route has one distance. The default offline estimate says 46 km for
 * Utrecht → Amsterdam; a declared 45 km is the route's distance from then on.
 */
const ctx = useTestApp({ now: () => FIXED_NOW });
let typeId: (title: string) => number;

beforeAll(async () => {
  typeId = await typeIds(ctx.app, await signIn(ctx.app, 'admin'));
});

const get = (session: Session, path: string) =>
  call(ctx.app, session, { method: 'GET', url: `${BASE}/${path}` });

async function kilometers(session: Session, start: string, end: string) {
  const query = new URLSearchParams({ start, end });
  const response = await get(session, `calculate-kilometers?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { kilometers: number }).kilometers;
}

describe('one route, one distance', () => {
  it('a calculation before anyone declared the route is the estimate', async () => {
    const daan = await signIn(ctx.app, 'daan');
    expect(await kilometers(daan, 'Utrecht', 'Amsterdam')).toBe(46);
  });

  it('after a declaration, calculations in either direction, case and spacing give its km', async () => {
    const daan = await signIn(ctx.app, 'daan');
    await addRowOk(ctx.app, daan, kmRow(typeId, '2026-11-02', 'Utrecht', 'Amsterdam', 45));
    expect(await kilometers(daan, 'Utrecht', 'Amsterdam')).toBe(45);
    expect(await kilometers(daan, 'Amsterdam', 'Utrecht')).toBe(45);
    expect(await kilometers(daan, '  amsterdam ', 'UTRECHT')).toBe(45);
    // The route is the company's, not one person's.
    const emma = await signIn(ctx.app, 'emma');
    expect(await kilometers(emma, 'amsterdam', 'utrecht')).toBe(45);
  });

  it('a line sent with another km for a remembered route is stored with the route km and amount', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const listed = await addRowOk(
      ctx.app,
      daan,
      kmRow(typeId, '2026-11-03', 'Utrecht', 'Amsterdam', 45),
    );
    const fresh = await addRowOk(
      ctx.app,
      daan,
      kmRow(typeId, '2026-11-04', 'amsterdam', ' Utrecht', 46),
    );
    expect(fresh.kilometers).toBe(45);
    expect(fresh.amount).toBe(listed.amount);
  });

  it('the recent-trip list shows a route once, with its remembered km', async () => {
    const emma = await signIn(ctx.app, 'emma');
    // Emma typed the route in lower case; Daan declared it first, at 45 km.
    await addRowOk(ctx.app, emma, kmRow(typeId, '2026-11-05', 'utrecht', 'amsterdam', 46));
    await addRowOk(ctx.app, emma, kmRow(typeId, '2026-11-06', 'Utrecht ', 'Amsterdam', 45));
    const response = await get(emma, 'recent-locations');
    const { locations } = response.json() as {
      locations: Array<{ location_start: string; location_end: string; kilometers: number }>;
    };
    expect(locations.map((l) => [l.location_start.trim(), l.kilometers])).toEqual([
      ['Utrecht', 45],
    ]);
  });

  it('a route nobody declared is calculated, and a saved line keeps that km', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const estimate = await kilometers(daan, 'Arnhem', 'Nijmegen');
    const row = await addRowOk(
      ctx.app,
      daan,
      kmRow(typeId, '2026-11-07', 'Arnhem', 'Nijmegen', estimate),
    );
    expect(row.kilometers).toBe(estimate);
    expect(await kilometers(daan, 'Nijmegen', 'Arnhem')).toBe(estimate);
  });
});
