import { beforeAll, describe, expect, it } from 'vitest';
import { SignedFileLinks } from '../../src/modules/files/signed-links.js';
import { createDeclarationRow, createFile, storageOf } from '../factories/index.js';
import { SIGNING_KEY, useTestApp } from '../helpers/test-app.js';
import {
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  monthSummary,
  openLink,
  pdfBytes,
  receiptOf,
  signIn,
  submitMonthOk,
  TYPE,
  typeIds,
  type RowBody,
  type Session,
} from './declarations-helpers.js';

const ctx = useTestApp({ now: () => FIXED_NOW });
/** Signs links exactly as the server does (same key and path), to make expired or foreign ones. */
const signer = new SignedFileLinks(SIGNING_KEY, `${BASE}/receipts/:id`);

let daan: Session;
let emma: Session;
let first: RowBody;
let second: RowBody;
let emmasRow: RowBody;

const parking = (typeId: (t: string) => number, date: string, name: string, label: string) => ({
  declaration_type: typeId(TYPE.parking),
  date,
  amount: 6,
  description: `Parkeren ${label}`,
  vat_rate: 21,
  receipt: receiptOf(name, pdfBytes(label)),
});

beforeAll(async () => {
  const typeId = await typeIds(ctx.app, await signIn(ctx.app, 'admin'));
  daan = await signIn(ctx.app, 'daan');
  emma = await signIn(ctx.app, 'emma');
  first = await addRowOk(ctx.app, daan, parking(typeId, '2026-11-02', 'eerste.pdf', 'Eerste'));
  second = await addRowOk(ctx.app, daan, parking(typeId, '2026-11-03', 'tweede.pdf', 'Tweede'));
  emmasRow = await addRowOk(ctx.app, emma, parking(typeId, '2026-11-04', 'emma.pdf', 'Emma'));
});

/** The parts of a signed link. */
function partsOf(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    fileId: Number(parsed.pathname.split('/').at(-1)),
    viewer: parsed.searchParams.get('viewer')!,
    expires: parsed.searchParams.get('expires')!,
    signature: parsed.searchParams.get('signature')!,
  };
}

const linkOf = (p: ReturnType<typeof partsOf>) =>
  `${BASE}/receipts/${p.fileId}?viewer=${p.viewer}&expires=${p.expires}&signature=${encodeURIComponent(p.signature)}`;

describe('GET receipts/{fileId} (signed link)', () => {
  it('downloads the receipt without a bearer token, inline, as a PDF that is not sniffed or shared', async () => {
    const response = await openLink(ctx.app, first.receipt!.restricted_view_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="eerste\.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['cache-control'])).toContain('private');
    expect(response.rawPayload.equals(pdfBytes('Eerste'))).toBe(true);
  });

  it('answers 403 for a tampered signature', async () => {
    const parts = partsOf(first.receipt!.restricted_view_url);
    const flipped = (parts.signature[0] === 'A' ? 'B' : 'A') + parts.signature.slice(1);
    for (const signature of [flipped, parts.signature.slice(1), `${parts.signature}x`, 'x']) {
      const response = await openLink(ctx.app, linkOf({ ...parts, signature }));
      expect(response.statusCode, signature).toBe(403);
      expect(response.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    }
  });

  it("answers 403 for another file id with this file's signature (while that file's own link works)", async () => {
    const firstParts = partsOf(first.receipt!.restricted_view_url);
    const secondId = second.receipt!.id;
    expect(secondId).not.toBe(firstParts.fileId);
    const response = await openLink(ctx.app, linkOf({ ...firstParts, fileId: secondId }));
    expect(response.statusCode).toBe(403);
    expect((await openLink(ctx.app, second.receipt!.restricted_view_url)).statusCode).toBe(200);
  });

  it('answers 403 for a link with a later expiry or another viewer than was signed', async () => {
    const parts = partsOf(first.receipt!.restricted_view_url);
    const later = linkOf({ ...parts, expires: String(Number(parts.expires) + 3600) });
    expect((await openLink(ctx.app, later)).statusCode).toBe(403);
    const otherViewer = linkOf({ ...parts, viewer: String(emma.id) });
    expect((await openLink(ctx.app, otherViewer)).statusCode).toBe(403);
  });

  it('answers 403 for a correctly signed link that has expired', async () => {
    const fileId = first.receipt!.id;
    const expired = signer.create(fileId, daan.id, Date.now() - 2 * 60 * 60 * 1000);
    const response = await openLink(ctx.app, expired);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'rest_forbidden' });
    // The same signer with the current time is accepted: the refusal above is the expiry.
    expect((await openLink(ctx.app, signer.create(fileId, daan.id))).statusCode).toBe(200);
  });

  it('makes links that live at most 10 minutes, and refuses one made 11 minutes ago', async () => {
    const { expires } = partsOf(first.receipt!.restricted_view_url);
    const lifetime = Number(expires) * 1000 - Date.now();
    expect(lifetime).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(lifetime).toBeGreaterThan(8 * 60 * 1000);
    const fileId = first.receipt!.id;
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60 * 1000;
    expect(
      (await openLink(ctx.app, signer.create(fileId, daan.id, minutesAgo(11)))).statusCode,
    ).toBe(403);
    expect(
      (await openLink(ctx.app, signer.create(fileId, daan.id, minutesAgo(5)))).statusCode,
    ).toBe(200);
  });

  it('serves a receipt sandboxed (no script runs in our origin) and not sniffed', async () => {
    const response = await openLink(ctx.app, first.receipt!.restricted_view_url);
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('serves a receipt that is no image or PDF (an HTML polyglot) as a sandboxed download', async () => {
    const html = await createFile(ctx.database.db, storageOf(ctx), {
      ownerId: daan.id,
      kind: 'receipt',
      originalName: 'bon.html',
      mimeType: 'text/html',
      bytes: Buffer.from('<script>alert(document.cookie)</script>'),
    });
    await createDeclarationRow(ctx.database.db, {
      userId: daan.id,
      date: '2026-11-05',
      receiptFileId: html.id,
    });
    const response = await openLink(ctx.app, signer.create(html.id, daan.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a correctly signed link to a file no line names (any more)', async () => {
    const loose = await createFile(ctx.database.db, storageOf(ctx), {
      ownerId: daan.id,
      kind: 'receipt',
    });
    expect((await openLink(ctx.app, signer.create(loose.id, daan.id))).statusCode).toBe(404);
  });

  it('answers 404 for a correctly signed link to a file that does not exist', async () => {
    const response = await openLink(ctx.app, signer.create(999_999, daan.id));
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for a link without its signature parameters', async () => {
    const response = await openLink(ctx.app, `${BASE}/receipts/${first.receipt!.id}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('who receives a receipt link', () => {
  it("never gives another professional daan's receipt, and her own link cannot be turned into one for it", async () => {
    const emmasSummary = await monthSummary(ctx.app, emma, 2026, 11);
    const fileIds = emmasSummary.rows.flatMap((r) => [
      r.receipt?.id,
      ...r.attachments.map((a) => a.id),
    ]);
    expect(fileIds).toEqual([emmasRow.receipt!.id]);
    expect(JSON.stringify(emmasSummary)).not.toContain(`/receipts/${first.receipt!.id}?`);

    // Emma's own link works; pointing it at daan's file, or naming daan as the viewer, does not.
    const own = partsOf(emmasRow.receipt!.restricted_view_url);
    expect((await openLink(ctx.app, emmasRow.receipt!.restricted_view_url)).statusCode).toBe(200);
    expect(
      (await openLink(ctx.app, linkOf({ ...own, fileId: first.receipt!.id }))).statusCode,
    ).toBe(403);
    expect(
      (
        await openLink(
          ctx.app,
          linkOf({ ...own, fileId: first.receipt!.id, viewer: String(daan.id) }),
        )
      ).statusCode,
    ).toBe(403);
  });

  it("gives daan's own reviewer (femke) a working link once the month is submitted, and another medewerker none", async () => {
    await submitMonthOk(ctx.app, daan, 2026, 11);
    const monthId = (await monthSummary(ctx.app, daan, 2026, 11)).submitted_declarations[0]!.id;
    const femke = await signIn(ctx.app, 'femke');
    const ruben = await signIn(ctx.app, 'ruben');

    const detail = await call(ctx.app, femke, { method: 'GET', url: `${BASE}/review/${monthId}` });
    expect(detail.statusCode).toBe(200);
    const rows = (detail.json() as { rows: RowBody[] }).rows;
    const receipt = rows.find((r) => r.id === first.id)!.receipt!;
    expect(receipt.id).toBe(first.receipt!.id);
    expect(partsOf(receipt.restricted_view_url).viewer).toBe(String(femke.id));
    const download = await openLink(ctx.app, receipt.restricted_view_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes('Eerste'))).toBe(true);

    const refused = await call(ctx.app, ruben, { method: 'GET', url: `${BASE}/review/${monthId}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('/receipts/');
  });
});
