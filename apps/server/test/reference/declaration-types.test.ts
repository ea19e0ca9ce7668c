import { adminDeclarationTypeSchema, declarationTypeSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createDeclarationRow, DECLARATION_TYPE } from '../factories/declarations.js';
import { createUser } from '../factories/users.js';
import {
  addRow,
  addRowOk,
  BASE,
  call,
  multipartBody,
  FIXED_NOW,
  monthSummary,
  signIn,
  TYPES_URL,
} from '../declarations/declarations-helpers.js';
import { login, useTestApp } from '../helpers/test-app.js';
import { auditOf, send, TYPES_ADMIN } from './reference-helpers.js';

/**
 * Issue 13 point 2: declaration types with every flag of SPEC §3 are written in Beheer; a type in
 * use is retired, never deleted: it is no longer offered for new lines, old lines keep it.
 */

const ctx = useTestApp({ now: () => FIXED_NOW });

async function offeredTitles() {
  const daan = await signIn(ctx.app, 'daan');
  const response = await call(ctx.app, daan, { method: 'GET', url: TYPES_URL });
  return declarationTypeSchema
    .array()
    .parse(response.json())
    .map((type) => type.title.rendered);
}

async function adminTypes() {
  const admin = await signIn(ctx.app, 'admin');
  const response = await send(ctx.app, admin, 'GET', TYPES_ADMIN);
  expect(response.statusCode).toBe(200);
  return adminDeclarationTypeSchema.array().parse(response.json());
}

describe('declaration types in Beheer', () => {
  it('adds a type with its flags; the declaration screen offers it at once; audited', async () => {
    await offeredTitles(); // kept for 30 s: read it first, so the write must clear it
    const admin = await signIn(ctx.app, 'admin');
    const response = await send(ctx.app, admin, 'POST', TYPES_ADMIN, {
      title: 'Fietsvergoeding',
      show_kilometers_field: true,
      show_location_start_field: true,
      show_location_end_field: true,
      show_receipt_field: false,
      show_vat_field: false,
      auto_calculate_amount: true,
      calculate_kilometers: true,
    });
    expect(response.statusCode).toBe(201);
    const created = adminDeclarationTypeSchema.parse(response.json());
    expect(created).toMatchObject({
      title: 'Fietsvergoeding',
      status: 'active',
      show_date_field: true,
      show_kilometers_field: true,
      show_receipt_field: false,
      is_receipt_required: false,
      calculate_kilometers: true,
      unit: 0.23,
      usage: { total: 0 },
    });
    const offered = declarationTypeSchema
      .array()
      .parse(
        (
          await call(ctx.app, await signIn(ctx.app, 'daan'), { method: 'GET', url: TYPES_URL })
        ).json(),
      )
      .find((type) => type.id === created.id);
    expect(offered).toMatchObject({ show_kilometers_field: true, unit: 0.23 });
    expect((await auditOf(ctx.database.db, 'declaration-type', created.id))[0]).toMatchObject({
      actorId: admin.id,
      action: 'declaration-type.create',
      before: null,
    });
  });

  it('changes a flag and the title: audited before and after', async () => {
    const beheer = await signIn(ctx.app, 'beheer');
    const created = adminDeclarationTypeSchema.parse(
      (await send(ctx.app, beheer, 'POST', TYPES_ADMIN, { title: 'Cursus' })).json(),
    );
    const changed = await send(ctx.app, beheer, 'PATCH', `${TYPES_ADMIN}/${created.id}`, {
      title: 'Cursus en opleiding',
      is_receipt_required: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(adminDeclarationTypeSchema.parse(changed.json())).toMatchObject({
      title: 'Cursus en opleiding',
      is_receipt_required: true,
      show_amount_field: true,
    });
    expect((await auditOf(ctx.database.db, 'declaration-type', created.id))[0]).toMatchObject({
      action: 'declaration-type.update',
      before: { title: 'Cursus', isReceiptRequired: false },
      after: { title: 'Cursus en opleiding', isReceiptRequired: true },
    });
  });

  it('retires a type in use: not offered, refused for a new line, old lines keep showing it; it cannot be deleted', async () => {
    const person = await createUser(ctx.database.db, { roles: ['professional'] });
    await createDeclarationRow(ctx.database.db, {
      userId: person.id,
      date: '2026-11-03',
      type: DECLARATION_TYPE.parking,
    });
    const parking = (await adminTypes()).find((type) => type.title === DECLARATION_TYPE.parking)!;
    expect(parking.usage.total).toBeGreaterThan(0);
    const admin = await signIn(ctx.app, 'admin');

    const refused = await send(ctx.app, admin, 'DELETE', `${TYPES_ADMIN}/${parking.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'reference_in_use' });
    expect((refused.json() as { message: string }).message).toMatch(
      /^Deze declaratiesoort is nog in gebruik bij \d+ declaratieregel/,
    );

    await offeredTitles();
    const retired = await send(ctx.app, admin, 'PATCH', `${TYPES_ADMIN}/${parking.id}`, {
      status: 'retired',
    });
    expect(retired.statusCode).toBe(200);
    expect(adminDeclarationTypeSchema.parse(retired.json()).status).toBe('retired');
    expect(await offeredTitles()).not.toContain(DECLARATION_TYPE.parking);

    const session = await signIn(ctx.app, 'lotte');
    const newLine = await addRow(ctx.app, session, {
      declaration_type: parking.id,
      date: '2026-11-05',
      amount: 5,
      description: 'Parkeren',
    });
    expect(newLine.statusCode).toBe(422);

    const owner = { token: (await login(ctx.app, person.email)).token, id: person.id, key: '' };
    const month = await monthSummary(ctx.app, owner, 2026, 11);
    expect(JSON.stringify(month)).toContain(DECLARATION_TYPE.parking);

    expect((await auditOf(ctx.database.db, 'declaration-type', parking.id))[0]?.action).toBe(
      'declaration-type.retire',
    );
    await send(ctx.app, admin, 'PATCH', `${TYPES_ADMIN}/${parking.id}`, { status: 'active' });
    expect(await offeredTitles()).toContain(DECLARATION_TYPE.parking);
  });

  it('lets a line keep its retired type when it is edited, and refuses moving another line to it', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const study = adminDeclarationTypeSchema.parse(
      (await send(ctx.app, admin, 'POST', TYPES_ADMIN, { title: 'Studiekosten' })).json(),
    );
    const thijs = await signIn(ctx.app, 'thijs');
    const line = { date: '2026-11-09', amount: 40, description: 'Boek', vat_rate: 9 };
    const kept = await addRowOk(ctx.app, thijs, { declaration_type: study.id, ...line });
    const other = await addRowOk(ctx.app, thijs, {
      declaration_type: (await adminTypes()).find((t) => t.title === DECLARATION_TYPE.other)!.id,
      ...line,
    });
    await send(ctx.app, admin, 'PATCH', `${TYPES_ADMIN}/${study.id}`, { status: 'retired' });

    const edit = (id: number, description: string) => {
      const { payload, headers } = multipartBody({
        declaration_type: study.id,
        date: line.date,
        amount: '41.00',
        description,
        vat_rate: '9',
      });
      return call(ctx.app, thijs, {
        method: 'POST',
        url: `${BASE}/update-declaration-row/${id}`,
        payload,
        headers,
      });
    };
    expect((await edit(kept.id, 'Boek, tweede druk')).statusCode).toBe(200);
    const copy = await call(ctx.app, thijs, {
      method: 'POST',
      url: `${BASE}/copy-to-multiple`,
      payload: { declaration_id: kept.id, dates: ['2026-11-10'] },
    });
    expect(copy.statusCode).toBe(422);
    const moved = await edit(other.id, 'Verplaatst');
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'type_invalid' });
  });

  it('deletes a type no line uses', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const created = adminDeclarationTypeSchema.parse(
      (await send(ctx.app, admin, 'POST', TYPES_ADMIN, { title: 'Eenmalig' })).json(),
    );
    const deleted = await send(ctx.app, admin, 'DELETE', `${TYPES_ADMIN}/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await adminTypes()).map((type) => type.id)).not.toContain(created.id);
    expect(await offeredTitles()).not.toContain('Eenmalig');
  });

  it('is for beheerder and administrator only', async () => {
    for (const key of ['redactie', 'femke', 'daan']) {
      const session = await signIn(ctx.app, key);
      expect((await send(ctx.app, session, 'GET', TYPES_ADMIN)).statusCode, key).toBe(403);
      const post = await send(ctx.app, session, 'POST', TYPES_ADMIN, { title: 'Nee' });
      expect(post.statusCode, key).toBe(403);
    }
    expect(await offeredTitles()).not.toContain('Nee');
  });
});
