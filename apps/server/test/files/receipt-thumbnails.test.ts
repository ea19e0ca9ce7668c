import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { declarationRows, files, fileThumbnails } from '../../src/db/schema.js';
import {
  createDeclarationMonth,
  createDeclarationRow,
  createFile,
  createUser,
  storageOf,
  type SignedInUser,
} from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { createReceiptThumbnails } from '../../src/modules/files/receipt-thumbnails.js';
import type { FileStorage } from '../../src/modules/files/storage.js';
import { createThumbnailRepository } from '../../src/modules/files/thumbnail-repository.js';

/**
 * Receipt thumbnails (issue 25 item 5): a small WebP of the photo or of a PDF's first page,
 * served to exactly those who may open the receipt (its owner, the owner's reviewers), made
 * once and kept with the file.
 */
const ctx = useTestApp();
let month = 0;

/** A professional's submitted month with one receipt, the professional and their consultant. */
async function receiptLine(file: { bytes?: Buffer; mimeType?: string } = {}) {
  const consultant = await (
    await createUser(ctx.database.db, { roles: ['medewerker'] })
  ).signIn(ctx.app);
  const owner = await (
    await createUser(ctx.database.db, { ownedBy: [consultant.id] })
  ).signIn(ctx.app);
  const receipt = await createFile(ctx.database.db, storageOf(ctx), {
    ownerId: owner.id,
    kind: 'receipt',
    ...file,
  });
  // A month of its own per line: the server keeps a month summary for a few seconds.
  month += 1;
  const monthRow = await createDeclarationMonth(ctx.database.db, {
    userId: owner.id,
    year: 2025,
    month,
    status: 'sent',
  });
  const row = await createDeclarationRow(ctx.database.db, {
    userId: owner.id,
    date: `2025-${String(month).padStart(2, '0')}-12`,
    receiptFileId: receipt.id,
  });
  /** The receipt as the viewer's screen gets it: from the month, or from the review screen. */
  const receiptOf = async (viewer: SignedInUser) => {
    const url =
      viewer.id === owner.id
        ? `/wp-json/custom/v1/declarations/summary?year=2025&month=${month}`
        : `/wp-json/custom/v1/declarations/review/${monthRow.id}`;
    const answer = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(answer.statusCode).toBe(200);
    const rows = (answer.json() as { rows: Array<{ receipt: Record<string, string> }> }).rows;
    return rows[0]!.receipt as { restricted_view_url: string; thumbnail_url: string };
  };
  return { owner, consultant, receipt, row, receiptOf };
}

const open = (url: string) => ctx.app.inject({ method: 'GET', url });

async function expectThumbnail(url: string) {
  const answer = await open(url);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('image/webp');
  expect(answer.headers['content-security-policy']).toBe('sandbox');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const picture = await sharp(answer.rawPayload).metadata();
  expect(picture.format).toBe('webp');
  expect(Math.max(picture.width!, picture.height!)).toBeLessThanOrEqual(480);
  return { answer, picture };
}

describe('a receipt thumbnail', () => {
  it('shows a PDF’s first page to the owner and their reviewer, by the receipt’s own link', async () => {
    const { owner, consultant, receiptOf } = await receiptLine();
    const own = await receiptOf(owner);
    expect(own.thumbnail_url).toBe(own.restricted_view_url.replace('?', '/thumbnail?'));
    // makeTextPdf's page is A4 upright: 480 pixels high.
    const { picture } = await expectThumbnail(own.thumbnail_url);
    expect(picture.height).toBe(480);
    expect(picture.width).toBeGreaterThan(300);
    // The page is drawn: not one colour (its text is dark on white).
    const stats = await sharp((await open(own.thumbnail_url)).rawPayload).stats();
    expect(stats.channels[0]!.min).toBeLessThan(160);
    expect(stats.channels[0]!.max).toBeGreaterThan(240);

    await expectThumbnail((await receiptOf(consultant)).thumbnail_url);
  });

  it('is a photo made small and upright', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#c04040' },
    })
      .jpeg()
      .toBuffer();
    const { owner, receiptOf } = await receiptLine({ bytes: photo, mimeType: 'image/jpeg' });
    const { picture } = await expectThumbnail((await receiptOf(owner)).thumbnail_url);
    expect([picture.width, picture.height]).toEqual([480, 360]);
  });

  it('is refused as the receipt is: a changed viewer 403, a former reviewer 404', async () => {
    const { owner, consultant, receiptOf } = await receiptLine();
    const link = (await receiptOf(consultant)).thumbnail_url;
    const other = new URL(link, 'http://localhost');
    other.searchParams.set('viewer', String(owner.id));
    const changed = await open(`${other.pathname}${other.search}`);
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({ code: 'rest_forbidden' });

    // The consultant no longer reviews the owner: as if the receipt did not exist.
    const admin = await (
      await createUser(ctx.database.db, { roles: ['administrator'] })
    ).signIn(ctx.app);
    const dropped = await ctx.app.inject({
      method: 'PATCH',
      url: `/wp-json/wp/v2/users/${owner.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { owned_by: [] },
    });
    expect(dropped.statusCode).toBe(200);
    const gone = await open(link);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'rest_file_invalid_id' });
    expect(gone.json()).toEqual((await open(link.replace('/thumbnail?', '?'))).json());
    await expectThumbnail((await receiptOf(owner)).thumbnail_url);
  });

  it('is made once: kept with the file, gone with its line', async () => {
    const { owner, receipt, row, receiptOf } = await receiptLine();
    const { thumbnail_url: url, restricted_view_url: receiptUrl } = await receiptOf(owner);
    const first = await expectThumbnail(url);
    const kept = ctx.database.db
      .select()
      .from(fileThumbnails)
      .where(eq(fileThumbnails.fileId, receipt.id));
    expect(await kept).toHaveLength(1);

    // Without the receipt's bytes it can no longer be drawn, and is still there.
    const [stored] = await ctx.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.id, receipt.id));
    await storageOf(ctx).remove(stored!.key);
    expect((await open(receiptUrl)).statusCode).toBe(404);
    const again = await expectThumbnail(url);
    expect(again.answer.rawPayload.equals(first.answer.rawPayload)).toBe(true);

    // Its line deleted (the month is sent, so straight in the database): no picture either.
    await ctx.database.db.delete(declarationRows).where(eq(declarationRows.id, row.id));
    expect((await open(url)).statusCode).toBe(404);
    await ctx.database.db.delete(files).where(eq(files.id, receipt.id));
    expect(await kept).toHaveLength(0);
  });

  it('answers 404 receipt_thumbnail_unavailable for a PDF that cannot be drawn, and remembers it', async () => {
    const broken = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const { owner, receipt, receiptOf } = await receiptLine({ bytes: broken });
    const url = (await receiptOf(owner)).thumbnail_url;
    const answer = await open(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      code: 'receipt_thumbnail_unavailable',
      message: 'Van deze bon kan geen voorbeeld worden gemaakt.',
      data: { status: 404 },
    });
    const [kept] = await ctx.database.db
      .select()
      .from(fileThumbnails)
      .where(eq(fileThumbnails.fileId, receipt.id));
    expect(kept?.bytes).toBeNull();
  });

  it('is not remembered as impossible when the store failed to read: the next view draws it', async () => {
    const { owner, receipt } = await receiptLine();
    const storage = storageOf(ctx);
    let failures = 1;
    const flaky: FileStorage = {
      ...storage,
      open(key) {
        if (failures-- > 0) throw Object.assign(new Error('read failed'), { code: 'EIO' });
        return storage.open(key);
      },
    };
    const thumbnails = createReceiptThumbnails({
      repo: createThumbnailRepository(ctx.database.db),
      storage: flaky,
    });
    const [stored] = await ctx.database.db.select().from(files).where(eq(files.id, receipt.id));
    const file = { id: receipt.id, mimeType: stored!.mimeType, storageKey: stored!.storageKey };
    expect((await thumbnails.of(file, owner.id)).bytes).toBeNull();
    const kept = await ctx.database.db
      .select()
      .from(fileThumbnails)
      .where(eq(fileThumbnails.fileId, receipt.id));
    expect(kept).toEqual([]);
    const drawn = await thumbnails.of(file, owner.id);
    expect((await sharp(drawn.bytes!).metadata()).format).toBe('webp');
  });
});
