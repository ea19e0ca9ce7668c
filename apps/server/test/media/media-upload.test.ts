import { readdirSync } from 'node:fs';
import { MEDIA_INVALID_TYPE_MESSAGE, MEDIA_MAX_BYTES, wpMediaSchema } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, files, fileTexts } from '../../src/db/schema.js';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import { call, signIn } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { uploadMedia } from './media-helpers.js';
import { makeDoc, makeDocx, makeXls } from './office-fixtures.js';

/**
 * Issue 12: POST /wp/v2/media takes a PDF, an Office document or an image from an administrator
 * or editor, judged by its bytes, at most 25 MB; images are re-encoded without metadata, the
 * text of documents is extracted once for search. A refused upload leaves nothing behind.
 */

const ctx = useTestApp();
const upload = async (
  key: string,
  ...rest: Parameters<typeof uploadMedia> extends [unknown, unknown, ...infer R] ? R : never
) => uploadMedia(ctx.app, await signIn(ctx.app, key), ...rest);

const fileCount = async () => (await ctx.database.db.select({ n: count() }).from(files))[0]!.n;
const storedBytesCount = () =>
  readdirSync(ctx.filesDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
const textOf = async (fileId: number) =>
  (await ctx.database.db.select().from(fileTexts).where(eq(fileTexts.fileId, fileId)))[0]?.text;

/** A JPEG of 3000×2000 pixels whose EXIF names the camera and where it was taken. */
const bigJpegWithExif = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c03030' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 3/1' },
    })
    .toBuffer();

describe('POST /wp/v2/media', () => {
  it('stores an editor’s PDF as a content file with its text, and answers the media shape', async () => {
    const pdf = makeTextPdf(['Fietsregeling 2027', 'De declaraties van de fietsvergoeding.']);
    const response = await upload('redactie', { bytes: pdf, filename: 'regeling.pdf' });
    expect(response.statusCode).toBe(201);
    const media = wpMediaSchema.parse(response.json());
    expect(media).toMatchObject({
      type: 'attachment',
      title: { rendered: 'regeling' },
      media_type: 'file',
      mime_type: 'application/pdf',
      filename: 'regeling.pdf',
      text_extracted: true,
      media_details: { filesize: pdf.length },
    });
    const [row] = await ctx.database.db.select().from(files).where(eq(files.id, media.id));
    expect(row).toMatchObject({ kind: 'content', mimeType: 'application/pdf', size: pdf.length });
    expect(await textOf(media.id)).toContain('declaraties van de fietsvergoeding');
    // The upload is in the audit log, with who and what (never where its bytes are kept).
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(media.id)));
    expect(audit).toMatchObject([
      {
        action: 'media.create',
        entityKind: 'file',
        before: null,
        after: { originalName: 'regeling.pdf', mimeType: 'application/pdf', textExtracted: true },
      },
    ]);
    expect(JSON.stringify(audit[0]!.after)).not.toContain('storageKey');
    // The uploader opens it through the signed link.
    const bytes = await call(ctx.app, undefined, media.source_url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(pdf)).toBe(true);
  });

  it('reads the text of a Word document and takes the given title', async () => {
    const docx = makeDocx(['Thuiswerkvergoeding', 'Per dag € 2,35 & een bureaustoel.']);
    const response = await upload(
      'admin',
      { bytes: docx, filename: 'thuiswerk.docx' },
      { title: 'Regeling thuiswerken' },
    );
    expect(response.statusCode).toBe(201);
    const media = wpMediaSchema.parse(response.json());
    expect(media.title.rendered).toBe('Regeling thuiswerken');
    expect(media.mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await textOf(media.id)).toBe('Thuiswerkvergoeding\nPer dag € 2,35 & een bureaustoel.');
  });

  it('re-encodes an image: at most 2560 px, without EXIF or GPS, with its alt text', async () => {
    const response = await upload(
      'redactie',
      { bytes: await bigJpegWithExif(), filename: 'team.jpg' },
      { alt_text: 'Het team op de hei' },
    );
    expect(response.statusCode).toBe(201);
    const media = wpMediaSchema.parse(response.json());
    expect(media).toMatchObject({
      media_type: 'image',
      mime_type: 'image/jpeg',
      alt_text: 'Het team op de hei',
      media_details: { width: 2560, height: 1707 },
      text_extracted: false,
    });
    const stored = (await call(ctx.app, undefined, media.source_url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 2560, height: 1707 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    expect(await textOf(media.id)).toBeUndefined();
  });

  it('judges by the bytes: a PNG named .pdf is stored as the PNG it is', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: '#3060c0' },
    })
      .png()
      .toBuffer();
    const response = await upload('redactie', {
      bytes: png,
      filename: 'rapport.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      mime_type: 'image/png',
      filename: 'rapport.png',
      media_type: 'image',
    });
  });

  it('stores a GIF as a PNG of its first frame', async () => {
    const gif = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#00a000' },
    })
      .gif()
      .toBuffer();
    const response = await upload('redactie', { bytes: gif, filename: 'knop.gif' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mime_type: 'image/png', filename: 'knop.png' });
  });

  // Old binary Office files: a .doc (word-extractor) and a .xls (its shared strings, one of
  // them cut by a CONTINUE record and in UTF-16 for the euro sign).
  it.each([
    {
      filename: 'fietsplan.doc',
      bytes: () => makeDoc(['Reglement fietsplan', 'De declaraties gaan per maand.']),
      mime: 'application/msword',
      text: 'Reglement fietsplan\nDe declaraties gaan per maand.',
    },
    {
      filename: 'tarieven.xls',
      bytes: () => makeXls(['Reiskosten', 'Tarief per kilometer', 'Woon-werkverkeer € 0,23']),
      mime: 'application/vnd.ms-excel',
      text: 'Reiskosten\nTarief per kilometer\nWoon-werkverkeer € 0,23',
    },
  ])('reads the text of an old binary Office file: $filename', async (file) => {
    const response = await upload('redactie', { bytes: file.bytes(), filename: file.filename });
    expect(response.statusCode, response.body).toBe(201);
    const media = wpMediaSchema.parse(response.json());
    expect(media).toMatchObject({
      mime_type: file.mime,
      filename: file.filename,
      text_extracted: true,
    });
    expect(await textOf(media.id)).toBe(file.text);
  });

  it('takes an old Word file (a compound file with a WordDocument stream), but no other compound file', async () => {
    const compound = (stream: string) => {
      const bytes = Buffer.alloc(4096);
      Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(bytes);
      Buffer.from(stream, 'utf16le').copy(bytes, 1024);
      return bytes;
    };
    const word = await upload('redactie', { bytes: compound('WordDocument'), filename: 'oud.doc' });
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json()).toMatchObject({ mime_type: 'application/msword', filename: 'oud.doc' });
    // An installer (MSI) is a compound file too.
    const msi = await upload('redactie', {
      bytes: compound('SummaryInformation'),
      filename: 'x.doc',
    });
    expect(msi.statusCode).toBe(415);
  });

  it('keeps a PDF whose text cannot be read, without text', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const response = await upload('redactie', { bytes: broken, filename: 'scan.pdf' });
    expect(response.statusCode).toBe(201);
    const media = wpMediaSchema.parse(response.json());
    expect(media.text_extracted).toBe(false);
    expect(await textOf(media.id)).toBeUndefined();
  });

  it('stops reading a document that inflates past its limit, and keeps it without text', async () => {
    const bomb = makeDocx(['Geheim woord: ballonvaart'], 200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const response = await upload('redactie', { bytes: bomb, filename: 'bom.docx' });
    expect(response.statusCode).toBe(201);
    expect(wpMediaSchema.parse(response.json()).text_extracted).toBe(false);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  describe('refuses, and leaves nothing behind', () => {
    const refused = async (
      response: Awaited<ReturnType<typeof uploadMedia>>,
      status: number,
      code: string,
      before: { rows: number; bytes: number },
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, data: { status } });
      expect(await fileCount()).toBe(before.rows);
      expect(storedBytesCount()).toBe(before.bytes);
    };
    const state = async () => ({ rows: await fileCount(), bytes: storedBytesCount() });

    it('an EXE renamed to .pdf: 415 in Dutch', async () => {
      const before = await state();
      const exe = Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        Buffer.alloc(4000),
      ]);
      exe.write('PE\0\0', 0x80, 'latin1');
      exe.writeUInt32LE(0x80, 0x3c);
      const response = await upload('redactie', {
        bytes: exe,
        filename: 'handboek.pdf',
        contentType: 'application/pdf',
      });
      await refused(response, 415, 'rest_upload_invalid_type', before);
      expect(response.json().message).toBe(MEDIA_INVALID_TYPE_MESSAGE);
    });

    it('plain text, an HTML page and a PNG that does not decode: 415', async () => {
      const before = await state();
      for (const bytes of [
        Buffer.from('gewoon wat tekst'),
        Buffer.from('<!doctype html><script>alert(1)</script>'),
        Buffer.concat([
          Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
          Buffer.alloc(50, 7),
        ]),
      ]) {
        const response = await upload('redactie', { bytes, filename: 'x.png' });
        await refused(response, 415, 'rest_upload_invalid_type', before);
      }
    });

    it('a file over 25 MB: 413, while it streams and when announced', async () => {
      const before = await state();
      const pdf = makeTextPdf(['groot']);
      const justOver = Buffer.concat([pdf, Buffer.alloc(MEDIA_MAX_BYTES + 1 - pdf.length)]);
      await refused(
        await upload('redactie', { bytes: justOver, filename: 'groot.pdf' }),
        413,
        'rest_upload_file_too_big',
        before,
      );
      const farOver = Buffer.concat([justOver, Buffer.alloc(1024 * 1024)]);
      await refused(
        await upload('redactie', { bytes: farOver, filename: 'groter.pdf' }),
        413,
        'rest_upload_file_too_big',
        before,
      );
    });

    it('no file: 400 rest_upload_no_data', async () => {
      const before = await state();
      await refused(
        await upload('redactie', undefined, { title: 'x' }),
        400,
        'rest_upload_no_data',
        before,
      );
    });

    it('a medewerker or professional: 403 rest_cannot_create; nobody signed in: 401', async () => {
      const before = await state();
      const pdf = { bytes: makeTextPdf(['x']), filename: 'x.pdf' };
      for (const key of ['femke', 'daan']) {
        await refused(await upload(key, pdf), 403, 'rest_cannot_create', before);
      }
      await refused(await uploadMedia(ctx.app, undefined, pdf), 401, 'rest_cannot_create', before);
    });
  });
});
