import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFESSIONALS } from '../../src/seed/demo-company.js';
import { declarationMonths } from '../../src/db/schema.js';
import {
  addRow,
  addRowOk,
  BASE,
  call,
  monthSummary,
  openLink,
  otherCosts,
  pdfBytes,
  receiptOf,
  signIn,
  submitMonth,
  submitMonthOk,
  TYPE,
  type RowBody,
  type Session,
  useDeclarationsApp,
} from './declarations-helpers.js';

const { ctx, typeId } = useDeclarationsApp();
const REVIEW = `${BASE}/review`;

interface ListItem {
  id: number;
  user: { id: number; name: string };
  year: number;
  month: number;
  status: string;
  submitted_on: string | null;
  row_count: number;
  total_amount: number;
}
interface Detail {
  success: true;
  month: ListItem;
  rows: RowBody[];
  total_rows: number;
  total_vat_9: number;
  total_vat_21: number;
  total_amount: number;
  comments: Array<{
    comment: string;
    row_id: number | null;
    user: { id: number; firstname: string; lastname: string };
  }>;
  history: Array<{ at: string; by: { id: number; name: string }; from: string | null; to: string }>;
}

const people: Record<string, Session> = {};
/** Month ids of the November months submitted in beforeAll. */
const months: Record<'daan' | 'bram' | 'femke', number> = { daan: 0, bram: 0, femke: 0 };

const monthIdOf = async (session: Session) => {
  const summary = await monthSummary(ctx.app, session, 2026, 11);
  const id = summary.submitted_declarations[0]?.id;
  if (!id) throw new Error(`${session.key} has no submitted November`);
  return id;
};

const list = async (session: Session, query = '') => {
  const response = await call(ctx.app, session, { method: 'GET', url: `${REVIEW}${query}` });
  if (response.statusCode !== 200)
    throw new Error(`review list ${response.statusCode}: ${response.body}`);
  return (response.json() as { months: ListItem[] }).months;
};

const detail = (session: Session, id: number | string) =>
  call(ctx.app, session, { method: 'GET', url: `${REVIEW}/${id}` });

const approve = (session: Session, id: number) =>
  call(ctx.app, session, { method: 'POST', url: `${REVIEW}/${id}/approve` });

const reject = (session: Session, id: number, payload?: Record<string, unknown>) =>
  call(ctx.app, session, { method: 'POST', url: `${REVIEW}/${id}/reject`, payload: payload ?? {} });

const comment = (session: Session, id: number, text: string) =>
  call(ctx.app, session, {
    method: 'POST',
    url: `${REVIEW}/${id}/comments`,
    payload: { comment: text },
  });

const statusOf = async (session: Session) =>
  (await monthSummary(ctx.app, session, 2026, 11)).submitted_declarations[0]?.status;

beforeAll(async () => {
  for (const key of [
    'admin',
    'beheer',
    'redactie',
    'femke',
    'ruben',
    'daan',
    'emma',
    'thijs',
    'julia',
    'tim',
    'bram',
  ]) {
    people[key] = await signIn(ctx.app, key);
  }
  const { daan, bram, femke, emma } = people as Record<string, Session>;

  await addRowOk(ctx.app, daan!, {
    declaration_type: typeId(TYPE.parking),
    date: '2026-11-12',
    amount: 12.5,
    description: 'Parkeergarage',
    vat_rate: 21,
    receipt: receiptOf('parkeerbon.pdf', pdfBytes('Parkeerbon Daan')),
  });
  await addRowOk(ctx.app, daan!, otherCosts(typeId, '2026-11-18', 21.4, 'Trein', 9));
  await submitMonthOk(ctx.app, daan!, 2026, 11);
  months.daan = await monthIdOf(daan!);

  await addRowOk(ctx.app, bram!, otherCosts(typeId, '2026-11-05', 30, 'Lunch klant'));
  await submitMonthOk(ctx.app, bram!, 2026, 11);
  months.bram = await monthIdOf(bram!);

  // Femke is a medewerker (a reviewer) with a month of her own.
  await addRowOk(ctx.app, femke!, otherCosts(typeId, '2026-11-09', 8, 'Boeken'));
  await submitMonthOk(ctx.app, femke!, 2026, 11);
  months.femke = await monthIdOf(femke!);

  // Emma has a draft: never in anyone's queue.
  await addRowOk(ctx.app, emma!, otherCosts(typeId, '2026-11-10', 2, 'Concept'));
});

const p = (key: string) => people[key]!;

describe('GET review (the queue)', () => {
  it.each(['daan', 'redactie'])('answers 403 to %s (not a reviewer role)', async (key) => {
    const response = await call(ctx.app, p(key), { method: 'GET', url: REVIEW });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: REVIEW })).statusCode).toBe(401);
  });

  it("shows medewerker femke only her own professionals' submitted months (not bram's, not her own, no drafts)", async () => {
    const theirs = new Set(PROFESSIONALS.filter((x) => x.consultant === 'femke').map((x) => x.key));
    expect([...theirs].sort()).toEqual(['daan', 'emma', 'julia', 'thijs', 'tim']);
    const hers = await list(p('femke'));
    const ids = hers.map((m) => m.id);
    expect(ids).toContain(months.daan);
    expect(ids).not.toContain(months.bram);
    expect(ids).not.toContain(months.femke);
    const allowed = new Set([...theirs].map((key) => p(key).id));
    for (const month of hers) {
      expect(allowed.has(month.user.id), `user ${month.user.name}`).toBe(true);
      expect(month.status).not.toBeNull();
    }
    expect(hers.find((m) => m.id === months.daan)).toMatchObject({
      user: { id: p('daan').id, name: 'Daan Meijer' },
      year: 2026,
      month: 11,
      status: 'sent',
      row_count: 2,
      total_amount: 33.9,
    });
  });

  it("shows medewerker ruben bram's month but not daan's, and refuses him daan's detail with 403", async () => {
    const ids = (await list(p('ruben'))).map((m) => m.id);
    expect(ids).toContain(months.bram);
    expect(ids).not.toContain(months.daan);
    expect(ids).not.toContain(months.femke);
    const response = await detail(p('ruben'), months.daan);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'rest_forbidden' });
  });

  it.each(['admin', 'beheer'])(
    'shows %s every submitted month, of professionals and staff',
    async (key) => {
      const ids = (await list(p(key))).map((m) => m.id);
      expect(ids).toEqual(expect.arrayContaining([months.daan, months.bram, months.femke]));
      expect((await detail(p(key), months.bram)).statusCode).toBe(200);
    },
  );

  it('filters on user, year, month and status', async () => {
    const admin = p('admin');
    const byUser = await list(admin, `?user=${p('daan').id}`);
    expect(byUser.map((m) => m.id)).toEqual([months.daan]);
    const byMonth = (await list(admin, '?year=2026&month=11')).map((m) => m.id);
    expect(byMonth).toEqual(expect.arrayContaining([months.daan, months.bram, months.femke]));
    expect(await list(admin, '?year=2025')).toEqual([]);
    expect(await list(admin, '?month=10')).toEqual([]);
    const sent = await list(admin, '?status=sent');
    expect(sent.map((m) => m.id)).toEqual(expect.arrayContaining([months.daan, months.bram]));
    expect(sent.every((m) => m.status === 'sent')).toBe(true);
    expect(await list(admin, `?status=approved&user=${p('bram').id}`)).toEqual([]);
  });

  it.each([
    { name: 'an unknown status', query: '?status=concept' },
    { name: 'month 13', query: '?month=13' },
    { name: "user 'x'", query: '?user=x' },
    { name: 'an unknown parameter', query: '?owner=1' },
  ])('answers 400 for $name', async ({ query }) => {
    const response = await call(ctx.app, p('admin'), { method: 'GET', url: `${REVIEW}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});

describe('GET review/{id} (one month)', () => {
  it('gives the reviewer the rows with receipt links that download, the totals, comments and the history', async () => {
    const femke = p('femke');
    const response = await detail(femke, months.daan);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Detail;
    expect(body.month).toMatchObject({
      id: months.daan,
      user: { id: p('daan').id, name: 'Daan Meijer' },
      status: 'sent',
      row_count: 2,
      total_amount: 33.9,
    });
    expect(body.rows.map((r) => [r.date, r.amount, r.vat_rate])).toEqual([
      ['2026-11-12', 12.5, 21],
      ['2026-11-18', 21.4, 9],
    ]);
    const receipt = body.rows[0]!.receipt!;
    expect(receipt.original_name).toBe('parkeerbon.pdf');
    const download = await openLink(ctx.app, receipt.restricted_view_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdfBytes('Parkeerbon Daan'))).toBe(true);

    expect({
      total_rows: body.total_rows,
      total_vat_9: body.total_vat_9,
      total_vat_21: body.total_vat_21,
      total_amount: body.total_amount,
    }).toEqual({ total_rows: 29.96, total_vat_9: 1.77, total_vat_21: 2.17, total_amount: 33.9 });
    expect(body.comments).toEqual([]);
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({
      from: null,
      to: 'sent',
      by: { id: p('daan').id, name: 'Daan Meijer' },
    });
    expect(Number.isNaN(Date.parse(body.history[0]!.at))).toBe(false);
  });

  it('answers 404 for a month id that does not exist and for a month that was never submitted', async () => {
    expect((await detail(p('admin'), 999_999)).statusCode).toBe(404);
    const [draft] = await ctx.database.db
      .select({ id: declarationMonths.id })
      .from(declarationMonths)
      .where(
        and(
          eq(declarationMonths.userId, p('emma').id),
          eq(declarationMonths.year, 2026),
          eq(declarationMonths.month, 11),
        ),
      );
    expect(draft).toBeDefined();
    const response = await detail(p('admin'), draft!.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Concept');
  });

  it('answers 400 for the id "abc"', async () => {
    const response = await detail(p('admin'), 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});

describe('a reviewer and their own month', () => {
  it('refuses femke her own month (detail, approve, reject, comment: 403) and leaves it sent', async () => {
    const femke = p('femke');
    for (const response of [
      await detail(femke, months.femke),
      await approve(femke, months.femke),
      await reject(femke, months.femke, { comment: 'Zelf afgekeurd' }),
      await comment(femke, months.femke, 'Eigen opmerking'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'rest_forbidden' });
    }
    expect(await statusOf(femke)).toBe('sent');
    expect((await list(femke)).map((m) => m.id)).not.toContain(months.femke);
    // An administrator does review it.
    expect((await detail(p('admin'), months.femke)).statusCode).toBe(200);
  });
});

describe('POST review/{id}/approve', () => {
  it('approves a sent month: the owner sees approved, cannot change it any more, and approving again is 422 invalid_status', async () => {
    const thijs = p('thijs');
    const femke = p('femke');
    const row = await addRowOk(ctx.app, thijs, otherCosts(typeId, '2026-11-03', 14, 'Taxi'));
    await submitMonthOk(ctx.app, thijs, 2026, 11);
    const monthId = await monthIdOf(thijs);

    const response = await approve(femke, monthId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Declaratie goedgekeurd' });

    const summary = await monthSummary(ctx.app, thijs, 2026, 11);
    expect(summary.submitted_declarations[0]?.status).toBe('approved');
    expect(summary.editable).toBe(false);

    const added = await addRow(ctx.app, thijs, otherCosts(typeId, '2026-11-04', 1, 'Te laat'));
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ code: 'month_closed' });
    const deleted = await call(ctx.app, thijs, {
      method: 'DELETE',
      url: `${BASE}/delete-declaration-row/${row.id}`,
    });
    expect(deleted.statusCode).toBe(422);
    const resubmitted = await submitMonth(ctx.app, thijs, 2026, 11);
    expect(resubmitted.statusCode).toBe(422);
    expect((await monthSummary(ctx.app, thijs, 2026, 11)).rows.map((r) => r.id)).toEqual([row.id]);

    const again = await approve(femke, monthId);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'invalid_status', data: { status: 422 } });
    const rejectApproved = await reject(femke, monthId, { comment: 'Toch niet' });
    expect(rejectApproved.statusCode).toBe(422);
    expect(rejectApproved.json()).toMatchObject({ code: 'invalid_status' });
    expect(await statusOf(thijs)).toBe('approved');

    const history = ((await detail(femke, monthId)).json() as Detail).history;
    expect(history.map((h) => [h.from, h.to, h.by.id])).toEqual([
      [null, 'sent', thijs.id],
      ['sent', 'approved', femke.id],
    ]);
    expect((await list(femke, '?status=approved')).map((m) => m.id)).toContain(monthId);
    expect((await list(femke, '?status=sent')).map((m) => m.id)).not.toContain(monthId);
  });

  it("answers 403 to a medewerker approving a month of someone else's professional, and the month stays sent", async () => {
    const response = await approve(p('ruben'), months.daan);
    expect(response.statusCode).toBe(403);
    expect(await statusOf(p('daan'))).toBe('sent');
  });

  it('answers 403 to the owning professional approving their own month', async () => {
    const response = await approve(p('bram'), months.bram);
    expect(response.statusCode).toBe(403);
    expect(await statusOf(p('bram'))).toBe('sent');
  });

  it('answers 404 for an unknown month', async () => {
    expect((await approve(p('admin'), 999_999)).statusCode).toBe(404);
  });
});

describe('POST review/{id}/reject', () => {
  it('needs a comment (400), then rejects; the owner sees the comment with the reviewer’s name, may change the month and resubmit (history sent → rejected → sent)', async () => {
    const julia = p('julia');
    const femke = p('femke');
    await addRowOk(ctx.app, julia, otherCosts(typeId, '2026-11-05', 40, 'Hotel'));
    await submitMonthOk(ctx.app, julia, 2026, 11);
    const monthId = await monthIdOf(julia);

    for (const payload of [{}, { comment: '' }, { comment: '   ' }]) {
      const response = await reject(femke, monthId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
    expect(await statusOf(julia)).toBe('sent');

    const text = 'De bon ontbreekt, voeg hem toe en dien opnieuw in.';
    const response = await reject(femke, monthId, { comment: text });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Declaratie afgekeurd' });

    const summary = await monthSummary(ctx.app, julia, 2026, 11);
    expect(summary.submitted_declarations[0]).toMatchObject({ status: 'rejected' });
    expect(summary.submitted_declarations[0]!.comments).toHaveLength(1);
    expect(summary.submitted_declarations[0]!.comments[0]).toMatchObject({
      comment: text,
      user: { id: femke.id, firstname: 'Femke', lastname: 'Jansen' },
    });
    expect(summary.editable).toBe(true);

    await addRowOk(ctx.app, julia, otherCosts(typeId, '2026-11-06', 5, 'Nagekomen bon'));
    const resubmit = await submitMonth(ctx.app, julia, 2026, 11);
    expect(resubmit.statusCode).toBe(200);
    const after = await monthSummary(ctx.app, julia, 2026, 11);
    expect(after.submitted_declarations[0]?.status).toBe('sent');
    expect(after.editable).toBe(false);
    expect(after.rows).toHaveLength(2);

    const body = (await detail(femke, monthId)).json() as Detail;
    expect(body.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'sent'],
      ['sent', 'rejected'],
      ['rejected', 'sent'],
    ]);
    expect(body.history.map((h) => h.by.id)).toEqual([julia.id, femke.id, julia.id]);
    expect(body.comments.map((c) => c.comment)).toEqual([text]);
    expect(body.month).toMatchObject({ status: 'sent', row_count: 2, total_amount: 45 });
  });
});

describe('POST review/{id}/comments', () => {
  it("lets the reviewer comment; the comment shows in the detail and in the owner's summary", async () => {
    const femke = p('femke');
    const text = 'Ik kijk er maandag naar.';
    const response = await comment(femke, months.daan, text);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Opmerking geplaatst' });

    const body = (await detail(femke, months.daan)).json() as Detail;
    expect(body.comments.map((c) => [c.comment, c.user.firstname, c.user.lastname])).toEqual([
      [text, 'Femke', 'Jansen'],
    ]);
    const summary = await monthSummary(ctx.app, p('daan'), 2026, 11);
    expect(summary.submitted_declarations[0]!.comments.map((c) => c.comment)).toEqual([text]);
    expect(await statusOf(p('daan'))).toBe('sent');
  });

  it('answers 403 to the owner and to a medewerker who does not own the professional, and stores nothing', async () => {
    const before = ((await detail(p('admin'), months.bram)).json() as Detail).comments;
    for (const key of ['bram', 'femke']) {
      const response = await comment(p(key), months.bram, `Opmerking van ${key}`);
      expect(response.statusCode, key).toBe(403);
    }
    expect(((await detail(p('admin'), months.bram)).json() as Detail).comments).toEqual(before);
  });

  it('answers 400 for an empty comment', async () => {
    const response = await comment(p('ruben'), months.bram, '  ');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST review/{id}/comments with row_id (issue 25 item 7)', () => {
  const lineComment = (session: Session, id: number, text: string, rowId: unknown) =>
    call(ctx.app, session, {
      method: 'POST',
      url: `${REVIEW}/${id}/comments`,
      payload: { comment: text, row_id: rowId },
    });

  it('puts a reviewer’s comment on one line; the owner sees it with that line in the summary', async () => {
    const femke = p('femke');
    const line = ((await detail(femke, months.daan)).json() as Detail).rows[1]!;
    const text = 'Is dit de trein naar de klant?';
    const response = await lineComment(femke, months.daan, text, line.id);
    expect(response.statusCode).toBe(200);

    const about = (c: { comment: string }) => c.comment === text;
    const inDetail = ((await detail(femke, months.daan)).json() as Detail).comments.find(about);
    expect(inDetail).toMatchObject({ row_id: line.id, user: { firstname: 'Femke' } });
    const summary = await monthSummary(ctx.app, p('daan'), 2026, 11);
    expect(summary.submitted_declarations[0]!.comments.find(about)).toMatchObject({
      row_id: line.id,
    });
    expect(summary.rows.map((row) => row.id)).toContain(line.id);
    // A comment on the whole month has no line.
    expect(summary.submitted_declarations[0]!.comments.filter((c) => !about(c))).toEqual(
      expect.arrayContaining([expect.objectContaining({ row_id: null })]),
    );
  });

  it('refuses a line of another month (422) or that does not exist (422), and a bad id (400)', async () => {
    const ruben = p('ruben');
    const before = ((await detail(ruben, months.bram)).json() as Detail).comments;
    const daansLine = ((await detail(p('admin'), months.daan)).json() as Detail).rows[0]!.id;
    for (const rowId of [daansLine, 2_147_483_647]) {
      const response = await lineComment(ruben, months.bram, 'Niet van deze maand', rowId);
      expect(response.statusCode, String(rowId)).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'rest_invalid_row',
        message: 'Deze regel hoort niet bij deze maand.',
        data: { status: 422 },
      });
    }
    for (const rowId of [0, -1, 'abc', 1.5]) {
      const response = await lineComment(ruben, months.bram, 'Kapot', rowId);
      expect(response.statusCode, String(rowId)).toBe(400);
    }
    expect(((await detail(ruben, months.bram)).json() as Detail).comments).toEqual(before);
  });

  it('answers 403 to the owner and to a medewerker who does not review them, for a line too', async () => {
    const line = ((await detail(p('admin'), months.bram)).json() as Detail).rows[0]!.id;
    const before = ((await detail(p('admin'), months.bram)).json() as Detail).comments;
    for (const key of ['bram', 'femke']) {
      const response = await lineComment(p(key), months.bram, `Regel van ${key}`, line);
      expect(response.statusCode, key).toBe(403);
    }
    expect(((await detail(p('admin'), months.bram)).json() as Detail).comments).toEqual(before);
  });
});
