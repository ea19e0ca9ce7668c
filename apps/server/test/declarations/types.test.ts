import { declarationTypeSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { call, FIXED_NOW, signIn, TYPE, TYPES_URL } from './declarations-helpers.js';

const ctx = useTestApp({ now: () => FIXED_NOW });

describe('GET /wp-json/wp/v2/declaration_types', () => {
  it('lists the seeded types sorted by title, each with every flag as a boolean', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await call(ctx.app, daan, { method: 'GET', url: TYPES_URL });
    expect(response.statusCode).toBe(200);
    const types = declarationTypeSchema.array().parse(response.json());
    const titles = types.map((t) => t.title.rendered);
    expect(titles).toEqual([
      'Hotel en overnachting',
      'Kilometers (auto)',
      'Maaltijden',
      'Openbaar vervoer',
      'Overige kosten',
      'Parkeren',
    ]);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'nl')));
    for (const type of response.json() as Array<Record<string, unknown>>) {
      for (const flag of [
        'show_date_field',
        'show_amount_field',
        'show_description_field',
        'show_location_start_field',
        'show_location_end_field',
        'show_kilometers_field',
        'show_transport_type_field',
        'show_receipt_field',
        'show_vat_field',
        'is_receipt_required',
        'auto_calculate_amount',
        'calculate_kilometers',
      ]) {
        expect(
          typeof type[flag],
          `${String((type.title as { rendered: string }).rendered)}.${flag}`,
        ).toBe('boolean');
      }
    }
  });

  it('gives the kilometre type unit 0.23 (€/km from 2024-01-01) and every other type unit null', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const types = declarationTypeSchema
      .array()
      .parse((await call(ctx.app, daan, { method: 'GET', url: TYPES_URL })).json());
    const km = types.find((t) => t.title.rendered === TYPE.km)!;
    expect(km).toMatchObject({
      unit: 0.23,
      show_kilometers_field: true,
      show_location_start_field: true,
      show_location_end_field: true,
      auto_calculate_amount: true,
      calculate_kilometers: true,
      show_receipt_field: false,
      is_receipt_required: false,
    });
    for (const other of types.filter((t) => t !== km)) {
      expect(other.unit, other.title.rendered).toBeNull();
    }
  });

  it('marks the receipt as required for Parkeren, Openbaar vervoer, Hotel and Maaltijden only', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const types = declarationTypeSchema
      .array()
      .parse((await call(ctx.app, daan, { method: 'GET', url: TYPES_URL })).json());
    const required = types.filter((t) => t.is_receipt_required).map((t) => t.title.rendered);
    expect(required.sort()).toEqual([TYPE.hotel, TYPE.meals, TYPE.ov, TYPE.parking].sort());
  });

  it('is read from memory, and an edit in the database shows once it is announced on portal_cache', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const titles = async () =>
      (
        (await call(ctx.app, daan, { method: 'GET', url: TYPES_URL })).json() as Array<{
          title: { rendered: string };
        }>
      ).map((type) => type.title.rendered);
    expect(await titles()).toContain('Parkeren');
    await ctx.database.db.execute(
      sql`update declaration_types set title = 'Parkeren en stallen' where title = 'Parkeren'`,
    );
    // Kept for 30 s: the edit is not seen yet (nothing in the portal writes types).
    expect(await titles()).toContain('Parkeren');
    await ctx.database.db.execute(
      sql`select pg_notify('portal_cache', '{"c":"declaration-types","k":null}')`,
    );
    await expect.poll(titles).toContain('Parkeren en stallen');
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: TYPES_URL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
  });
});
