import { ASSIGNMENT_MESSAGES, assignmentSchema } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { userOwners } from '../../src/db/schema.js';
import { signInAll } from '../content/content-helpers.js';
import { createPost } from '../factories/posts.js';
import { call, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { movableClock } from '../mood/mood-helpers.js';
import {
  ASSIGNMENTS,
  createAssignmentAs,
  historyOf,
  patchAssignment,
  postId,
} from './assignment-helpers.js';

/** Saturday 21 November 2026 in Amsterdam: the fourth quarter. */
const clock = movableClock('2026-11-21T09:00:00Z');
const ctx = useTestApp({ now: clock.now });

let admin: Session;
let beheer: Session;
let redactie: Session;
let femke: Session;
let ruben: Session;
let daan: Session;
let emma: Session;
let bram: Session;
let dataEngineer: number;
let rijkswaterstaat: number;
/** Daan's (femke's professional) and Bram's (ruben's professional) assignments. */
let daansId: number;
let bramsId: number;

beforeAll(async () => {
  [admin, beheer, redactie, femke, ruben, daan, emma, bram] = await signInAll(ctx.app, [
    'admin',
    'beheer',
    'redactie',
    'femke',
    'ruben',
    'daan',
    'emma',
    'bram',
  ] as const);
  dataEngineer = await postId(ctx.database.db, 'functies', 'Data engineer');
  rijkswaterstaat = await postId(ctx.database.db, 'intra_opdrachtgevers', 'Rijkswaterstaat');
  const daans = await createAssignmentAs(ctx.app, femke, {
    user: daan.id,
    functie: dataEngineer,
    opdrachtgever: rijkswaterstaat,
  });
  expect(daans.statusCode).toBe(201);
  daansId = daans.json().id;
  const thijss = await createAssignmentAs(ctx.app, ruben, { user: bram.id });
  expect(thijss.statusCode).toBe(201);
  bramsId = thijss.json().id;
});

const listIds = async (session: Session, query = 'per_page=200&orderby=name&order=asc') => {
  const response = await call(ctx.app, session, `${ASSIGNMENTS}?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ id: number }>).map((item) => item.id);
};

describe('POST /wp/v2/assignments', () => {
  it('creates a not-started assignment by the caller, whatever status and author say', async () => {
    const response = await createAssignmentAs(
      ctx.app,
      femke,
      { user: emma.id, status: 'completed', functie: dataEngineer, opdrachtgever: rijkswaterstaat },
      { author: admin.id, title: '  Data  platform  ' },
    );
    expect(response.statusCode).toBe(201);
    const created = assignmentSchema.parse(response.json());
    expect(created).toMatchObject({
      title: { rendered: 'Data platform' },
      author: { id: femke.id },
      acf: {
        status: 'not-started',
        user: { ID: emma.id, display_name: 'Emma de Boer' },
        functie: { id: dataEngineer },
        opdrachtgever: { id: rijkswaterstaat },
        startdatum: '2026-03-01',
        einddatum: '2026-12-31',
        user_ontwikkeling: '',
        kwartaal: null,
        evaluaties: [],
      },
    });
    expect(created.pdf_url).toMatch(/^\/pdf\/assignment\/\d+\?viewer=/);
    expect(await historyOf(ctx.database.db, created.id)).toEqual([
      expect.objectContaining({ actor_id: femke.id, action: 'created' }),
    ]);
  });

  it('refuses a professional the caller does not manage, with the spec’s message', async () => {
    for (const [session, user] of [
      [femke, bram.id],
      [ruben, daan.id],
      [admin, daan.id],
      [femke, ruben.id],
      [femke, 999_999],
    ] as const) {
      const response = await createAssignmentAs(ctx.app, session, { user });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'assignment_professional_unknown',
        message: ASSIGNMENT_MESSAGES.professionalUnknown,
        data: { status: 422 },
      });
    }
  });

  it('asks for a professional when none is chosen', async () => {
    for (const user of [undefined, '', null]) {
      const response = await createAssignmentAs(ctx.app, femke, { user });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(ASSIGNMENT_MESSAGES.professionalRequired);
    }
  });

  it('refuses an end date before the start date, and unknown functies and opdrachtgevers', async () => {
    // A functie or opdrachtgever that is not published (a draft, a private one) is unknown too.
    const draftFunctie = await createPost(ctx.database.db, 'functies', { status: 'draft' });
    const privateClient = await createPost(ctx.database.db, 'intra_opdrachtgevers', {
      status: 'private',
    });
    const cases = [
      [{ functie: draftFunctie.id }, 'assignment_functie_unknown'],
      [{ opdrachtgever: privateClient.id }, 'assignment_opdrachtgever_unknown'],
      [{ startdatum: '2026-05-02', einddatum: '2026-05-01' }, 'assignment_end_before_start'],
      [{ functie: rijkswaterstaat }, 'assignment_functie_unknown'],
      [{ opdrachtgever: dataEngineer }, 'assignment_opdrachtgever_unknown'],
      [{ opdrachtgever: 999_999 }, 'assignment_opdrachtgever_unknown'],
    ] as const;
    for (const [fields, code] of cases) {
      const response = await createAssignmentAs(ctx.app, femke, { user: daan.id, ...fields });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe(code);
    }
    // The same day for both is fine.
    const sameDay = await createAssignmentAs(ctx.app, femke, {
      user: daan.id,
      startdatum: '2026-05-01',
      einddatum: '2026-05-01',
    });
    expect(sameDay.statusCode).toBe(201);
  });

  it('is for staff only: a professional or an editor gets 403', async () => {
    for (const session of [daan, redactie]) {
      const response = await createAssignmentAs(ctx.app, session, { user: daan.id });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('rest_forbidden');
    }
  });
});

describe('who sees which assignment', () => {
  it('a professional their own, a medewerker their professionals’, beheerder and administrator all', async () => {
    expect(await listIds(daan)).toContain(daansId);
    expect(await listIds(daan)).not.toContain(bramsId);
    expect(await listIds(femke)).toContain(daansId);
    expect(await listIds(femke)).not.toContain(bramsId);
    expect(await listIds(ruben)).toContain(bramsId);
    expect(await listIds(ruben)).not.toContain(daansId);
    expect(await listIds(emma)).not.toContain(daansId);
    for (const session of [admin, beheer]) {
      expect(await listIds(session)).toEqual(expect.arrayContaining([daansId, bramsId]));
    }
    expect(await listIds(redactie)).toEqual([]);
  });

  it('shows an editor none, even as a professional’s consultant: roles without assignments have none', async () => {
    // Issue 25 item 12: the sidebar's rule (seesAssignments), so its entry is never hidden
    // from someone who has assignments.
    await ctx.database.db
      .insert(userOwners)
      .values({ professionalId: daan.id, consultantId: redactie.id });
    try {
      expect(await listIds(redactie)).toEqual([]);
      const response = await call(ctx.app, redactie, `${ASSIGNMENTS}/${daansId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('rest_post_invalid_id');
    } finally {
      await ctx.database.db
        .delete(userOwners)
        .where(
          and(eq(userOwners.professionalId, daan.id), eq(userOwners.consultantId, redactie.id)),
        );
    }
  });

  it('answers someone else’s id 404 rest_post_invalid_id, as if it did not exist', async () => {
    for (const session of [ruben, emma, bram, redactie]) {
      const response = await call(ctx.app, session, `${ASSIGNMENTS}/${daansId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('rest_post_invalid_id');
    }
    for (const session of [daan, femke, admin, beheer]) {
      const response = await call(ctx.app, session, `${ASSIGNMENTS}/${daansId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().acf.user.ID).toBe(daan.id);
    }
  });

  it('lists with WordPress’s totals, filters and name order', async () => {
    const response = await call(
      ctx.app,
      femke,
      `${ASSIGNMENTS}?per_page=1&orderby=name&order=asc&acf_user=${daan.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-wp-total'])).toBeGreaterThanOrEqual(2);
    expect(response.headers['x-wp-totalpages']).toBe(response.headers['x-wp-total']);
    const searched = await call(ctx.app, femke, `${ASSIGNMENTS}?search=DATA%20PLAT`);
    expect(
      searched.json().map((item: { title: { rendered: string } }) => item.title.rendered),
    ).toEqual(['Data platform']);
    const running = await call(ctx.app, femke, `${ASSIGNMENTS}?status=in-progress`);
    expect(running.json()).toEqual([]);
    const tooMany = await call(ctx.app, femke, `${ASSIGNMENTS}?per_page=201`);
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('PATCH /wp/v2/assignments/{id}', () => {
  const texts = {
    user_ontwikkeling: 'Ik heb veel geleerd over ĳsvrije dijken.\r\nEn over data.',
    user_opdracht: 'Een café-achtige sfeer, € 0 kosten.',
    user_meerwaarde: 'Reünie\u0007 met het team.',
  };

  it('saves the professional’s texts under the current quarter, as plain text', async () => {
    const response = await patchAssignment(ctx.app, daan, daansId, texts);
    expect(response.statusCode).toBe(200);
    const saved = assignmentSchema.parse(response.json());
    expect(saved.acf).toMatchObject({
      user_ontwikkeling: 'Ik heb veel geleerd over ĳsvrije dijken.\nEn over data.',
      user_opdracht: 'Een café-achtige sfeer, € 0 kosten.',
      user_meerwaarde: 'Reünie met het team.',
      kwartaal: '2026-Q4',
    });
    expect(saved.acf.evaluaties).toEqual([
      expect.objectContaining({
        kwartaal: '2026-Q4',
        updated_by: { ID: daan.id, display_name: 'Daan Meijer' },
      }),
    ]);
  });

  it('lets the consultant write too; others who see it get 403, others 404', async () => {
    const byFemke = await patchAssignment(ctx.app, femke, daansId, { user_opdracht: 'Aangevuld.' });
    expect(byFemke.statusCode).toBe(200);
    expect(byFemke.json().acf.user_opdracht).toBe('Aangevuld.');
    for (const session of [admin, beheer]) {
      const response = await patchAssignment(ctx.app, session, daansId, { user_opdracht: 'x' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ASSIGNMENT_MESSAGES.evaluationNotYours);
    }
    for (const session of [ruben, emma, redactie]) {
      const response = await patchAssignment(ctx.app, session, daansId, { user_opdracht: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('rest_post_invalid_id');
    }
    const shown = await call(ctx.app, daan, `${ASSIGNMENTS}/${daansId}`);
    expect(shown.json().acf.user_opdracht).toBe('Aangevuld.');
  });

  it('lets only staff change the status', async () => {
    const byDaan = await patchAssignment(ctx.app, daan, daansId, { status: 'in-progress' });
    expect(byDaan.statusCode).toBe(403);
    expect(byDaan.json().message).toBe(ASSIGNMENT_MESSAGES.statusStaffOnly);
    const byFemke = await patchAssignment(ctx.app, femke, daansId, { status: 'in-progress' });
    expect(byFemke.statusCode).toBe(200);
    expect(byFemke.json().acf.status).toBe('in-progress');
    const byAdmin = await patchAssignment(ctx.app, admin, bramsId, { status: 'in-progress' });
    expect(byAdmin.statusCode).toBe(200);
    const unknown = await patchAssignment(ctx.app, femke, daansId, { status: 'klaar' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses text changes on a completed assignment with a Dutch 422, until staff reopen it', async () => {
    expect(
      (await patchAssignment(ctx.app, femke, daansId, { status: 'completed' })).statusCode,
    ).toBe(200);
    for (const session of [daan, femke]) {
      const response = await patchAssignment(ctx.app, session, daansId, {
        user_opdracht: 'Nog iets.',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'assignment_completed',
        message: ASSIGNMENT_MESSAGES.completed,
        data: { status: 422 },
      });
    }
    const shown = await call(ctx.app, daan, `${ASSIGNMENTS}/${daansId}`);
    expect(shown.json().acf.user_opdracht).toBe('Aangevuld.');
    expect(
      (await patchAssignment(ctx.app, femke, daansId, { status: 'in-progress' })).statusCode,
    ).toBe(200);
  });

  it('keeps earlier quarters when a new quarter’s evaluation is saved', async () => {
    clock.set('2026-12-31T23:30:00Z'); // 1 January 2027, 00:30 in Amsterdam
    const response = await patchAssignment(ctx.app, daan, daansId, {
      user_ontwikkeling: 'Nieuw jaar.',
    });
    clock.set('2026-11-21T09:00:00Z');
    expect(response.statusCode).toBe(200);
    const { acf } = response.json();
    expect(acf.kwartaal).toBe('2027-Q1');
    expect(acf.user_ontwikkeling).toBe('Nieuw jaar.');
    // The new quarter starts from the latest texts, the old one is kept as it was.
    expect(acf.user_opdracht).toBe('Aangevuld.');
    expect(acf.evaluaties.map((e: { kwartaal: string }) => e.kwartaal)).toEqual([
      '2027-Q1',
      '2026-Q4',
    ]);
    expect(acf.evaluaties[1].user_ontwikkeling).toBe(
      'Ik heb veel geleerd over ĳsvrije dijken.\nEn over data.',
    );
  });

  it('records every change in the history: who, and each field from and to', async () => {
    const history = await historyOf(ctx.database.db, daansId);
    expect(history.map((line) => line.action)).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'updated',
      'updated',
      'updated',
    ]);
    expect(history[2]).toMatchObject({
      actor_id: femke.id,
      changes: {
        opdracht: { from: 'Een café-achtige sfeer, € 0 kosten.', to: 'Aangevuld.' },
        quarter: { to: '2026-Q4' },
      },
    });
    expect(history[4]).toMatchObject({
      actor_id: femke.id,
      changes: { status: { from: 'in-progress', to: 'completed' } },
    });
  });

  it('puts the creation and every status change in the administrator’s audit log', async () => {
    const response = await call(ctx.app, admin, '/wp-json/custom/v1/audit-log?kind=assignment');
    expect(response.statusCode).toBe(200);
    const entries = (
      response.json() as {
        entries: Array<{
          action: string;
          entity_id: string;
          actor: { id: number };
          before: unknown;
          after: unknown;
        }>;
      }
    ).entries.filter((entry) => entry.entity_id === String(daansId));
    const statusChanges = (await historyOf(ctx.database.db, daansId))
      .filter((line) => line.changes.status && line.action === 'updated')
      .reverse();
    expect(statusChanges.length).toBeGreaterThanOrEqual(2);
    expect(
      entries.map((entry) => [entry.action, entry.actor.id, entry.before, entry.after]),
    ).toEqual([
      ...statusChanges.map((line) => {
        const { from, to } = line.changes.status as { from: string; to: string };
        return [`assignment.${to}`, line.actor_id, { status: from }, { status: to }];
      }),
      ['assignment.create', femke.id, null, expect.objectContaining({ professionalId: daan.id })],
    ]);
  });

  it('refuses a text over 10,000 characters with 400 and changes nothing', async () => {
    const response = await patchAssignment(ctx.app, daan, daansId, {
      user_ontwikkeling: 'a'.repeat(10_001),
    });
    expect(response.statusCode).toBe(400);
    const ok = await patchAssignment(ctx.app, daan, daansId, {
      user_ontwikkeling: 'a'.repeat(10_000),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the list after a write', () => {
  it('shows a change at once although pages are kept, and answers _fields subsets', async () => {
    const url = `${ASSIGNMENTS}?per_page=200&orderby=name&order=asc&acf_user=${bram.id}`;
    const statusOf = async () =>
      (
        (await call(ctx.app, ruben, url)).json() as Array<{ id: number; acf: { status: string } }>
      ).find((item) => item.id === bramsId)!.acf.status;
    const before = await statusOf();
    const next = before === 'completed' ? 'in-progress' : 'completed';
    expect((await patchAssignment(ctx.app, ruben, bramsId, { status: next })).statusCode).toBe(200);
    expect(await statusOf()).toBe(next);
    const subset = await call(ctx.app, ruben, `${url}&_fields=id,title`);
    expect(subset.json()).toContainEqual({ id: bramsId, title: { rendered: 'Opdracht' } });
  });

  it('answers the same page gzipped to a client that accepts it', async () => {
    const url = `${ASSIGNMENTS}?per_page=200&orderby=name&order=asc`;
    const plain = await call(ctx.app, femke, url);
    const zipped = await call(ctx.app, femke, {
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.headers['x-wp-total']).toBe(plain.headers['x-wp-total']);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
