import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_UNREADABLE_MESSAGE,
  PROFILE_PICTURE_WRONG_TYPE_MESSAGE,
  uploadProfilePictureResponseSchema,
} from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, users } from '../../src/db/schema.js';
import type { FilePart } from '../declarations/declarations-helpers.js';
import { call, signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  colourAt,
  FILES,
  photo,
  servedCleanToColleague,
  uploadPicture,
} from './picture-helpers.js';

/**
 * Issue 10, item 4: POST /custom/v1/upload-profile-picture takes a photo judged by its bytes,
 * stores it as an upright square WebP without any metadata, makes it the user's public picture
 * and deletes the previous one; colleagues get it through /public/view with caching headers.
 */

const ctx = useTestApp();
const upload = (session: Session | undefined, parts: FilePart[]) =>
  uploadPicture(ctx.app, session, parts);

/**
 * A landscape JPEG of 600×400 stored pixels, left half red and right half blue, whose EXIF says
 * "rotate 90° clockwise to show" (orientation 6) and where it was taken (GPS). Shown upright it
 * is 400×600 with red on top.
 */
async function rotatedJpegWithGps(): Promise<Buffer> {
  const [width, height] = [600, 400];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 220;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 5/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '5/1 7/1 0/1',
      },
    })
    .toBuffer();
}

const pictureOf = async (userId: number) => {
  const [row] = await ctx.database.db
    .select({ id: users.publicPictureId })
    .from(users)
    .where(eq(users.id, userId));
  return row!.id;
};

const fileCount = async () => (await ctx.database.db.select({ n: count() }).from(files))[0]!.n;

const storedPath = (storageKey: string) =>
  path.join(ctx.filesDir, storageKey.slice(0, 2), storageKey);

describe('POST /custom/v1/upload-profile-picture', () => {
  it('stores a rotated JPEG with GPS as an upright 512×512 WebP without EXIF or GPS', async () => {
    const original = await rotatedJpegWithGps();
    const input = await sharp(original).metadata();
    // The upload really carries what must go: orientation 6, a GPS block and the camera.
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(Buffer.from('TestCam'))).toBe(true);
    expect(
      input.exif?.includes(Buffer.from([0x25, 0x88])) ||
        input.exif?.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);

    const julia = await signIn(ctx.app, 'julia');
    const response = await upload(julia, [photo(original)]);
    expect(response.statusCode, response.body).toBe(200);
    const { file_id } = uploadProfilePictureResponseSchema.parse(response.json());
    expect(await pictureOf(julia.id)).toBe(file_id.id);

    // Served to a colleague as it is stored.
    const { bytes } = await servedCleanToColleague(ctx.app, file_id.id);
    // Upright: the stored left half (red) is now on top, in both corners; unrotated, the
    // top right corner would be blue.
    expect(await colourAt(bytes, 5, 5)).toBe('red');
    expect(await colourAt(bytes, 506, 5)).toBe('red');
    expect(await colourAt(bytes, 5, 506)).toBe('blue');
    expect(await colourAt(bytes, 506, 506)).toBe('blue');
  });

  it('makes a square of a portrait PNG with transparency and of a WebP', async () => {
    const session = await signIn(ctx.app, 'bram');
    const png = await sharp({
      create: {
        width: 300,
        height: 900,
        channels: 4,
        background: { r: 10, g: 200, b: 90, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const webp = await sharp({
      create: { width: 200, height: 120, channels: 3, background: '#3366cc' },
    })
      .webp()
      .toBuffer();
    for (const [bytes, name] of [
      [png, 'portret.png'],
      [webp, 'klein.webp'],
    ] as const) {
      const response = await upload(session, [photo(bytes, name, 'application/octet-stream')]);
      expect(response.statusCode, name).toBe(200);
      const id = response.json().file_id.id as number;
      const served = await call(ctx.app, session, `${FILES}/${id}/view`);
      expect(await sharp(served.rawPayload).metadata(), name).toMatchObject({
        format: 'webp',
        width: 512,
        height: 512,
      });
    }
  });

  it('replaces the previous picture: its row and bytes are gone, colleagues get the new one', async () => {
    const lotte = await signIn(ctx.app, 'lotte');
    const daan = await signIn(ctx.app, 'daan');
    const first = (await upload(lotte, [photo(await rotatedJpegWithGps())])).json().file_id.id;
    const [firstRow] = await ctx.database.db.select().from(files).where(eq(files.id, first));
    expect(existsSync(storedPath(firstRow!.storageKey))).toBe(true);
    const before = await fileCount();

    const second = await upload(lotte, [photo(await rotatedJpegWithGps())]);
    expect(second.statusCode).toBe(200);
    const secondId = second.json().file_id.id as number;
    expect(secondId).not.toBe(first);
    expect(await pictureOf(lotte.id)).toBe(secondId);
    expect(await fileCount()).toBe(before);
    expect(await ctx.database.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(existsSync(storedPath(firstRow!.storageKey))).toBe(false);
    expect((await call(ctx.app, daan, `${FILES}/${first}/public/view`)).statusCode).toBe(404);

    const profile = await call(ctx.app, lotte, '/wp-json/custom/v1/user-profile');
    expect(profile.json().profile.public_picture).toEqual({ id: secondId });
  });

  it('deletes the picture when the profile gives it up, and keeps it when it is sent unchanged', async () => {
    const noor = await signIn(ctx.app, 'noor');
    const id = (await upload(noor, [photo(await rotatedJpegWithGps())])).json().file_id.id;
    const [row] = await ctx.database.db.select().from(files).where(eq(files.id, id));
    const profile = (payload: Record<string, unknown>) =>
      call(ctx.app, noor, { method: 'POST', url: '/wp-json/custom/v1/user-profile', payload });

    expect((await profile({ public_picture: { id } })).statusCode).toBe(200);
    expect(existsSync(storedPath(row!.storageKey))).toBe(true);

    const cleared = await profile({ public_picture: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().profile.public_picture).toBeNull();
    expect(await ctx.database.db.select().from(files).where(eq(files.id, id))).toEqual([]);
    expect(existsSync(storedPath(row!.storageKey))).toBe(false);
  });

  it('serves the picture with caching headers: immutable per id, and 304 for its ETag', async () => {
    const thijs = await signIn(ctx.app, 'thijs');
    const emma = await signIn(ctx.app, 'emma');
    const id = (await upload(thijs, [photo(await rotatedJpegWithGps())])).json().file_id.id;
    const served = await call(ctx.app, emma, `${FILES}/${id}/public/view`);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await call(ctx.app, emma, {
      method: 'GET',
      url: `${FILES}/${id}/public/view`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  describe('refusals store nothing and keep the current picture', () => {
    const refusals: Array<{
      name: string;
      parts: () => Promise<FilePart[]> | FilePart[];
      code: string;
      message: string | RegExp;
    }> = [
      {
        name: 'a text file named .jpg and sent as image/jpeg',
        parts: () => [photo(Buffer.from('Dit is geen foto maar gewone tekst.\n'.repeat(20)))],
        code: 'picture_invalid_type',
        message: PROFILE_PICTURE_WRONG_TYPE_MESSAGE,
      },
      {
        name: 'a PDF named .png',
        parts: () => [photo(Buffer.from('%PDF-1.4\n%%EOF\n'), 'foto.png', 'image/png')],
        code: 'picture_invalid_type',
        message: PROFILE_PICTURE_WRONG_TYPE_MESSAGE,
      },
      {
        name: 'a JPEG cut off after its header',
        parts: async () => [photo((await rotatedJpegWithGps()).subarray(0, 600))],
        code: 'picture_unreadable',
        message: /kon niet worden gelezen/,
      },
      {
        // file-type knows HEIC by its ftyp box; what follows is no HEIC (profile-picture-heic).
        name: 'a HEIC header over noise',
        parts: () => [
          photo(
            Buffer.concat([
              Buffer.from([0, 0, 0, 0x18]),
              Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
              Buffer.alloc(2000, 1),
            ]),
            'IMG_0001.HEIC',
            'image/heic',
          ),
        ],
        code: 'picture_unreadable',
        message: PROFILE_PICTURE_UNREADABLE_MESSAGE,
      },
      {
        name: 'a file of 5 MB and 1 byte',
        parts: async () => {
          const jpeg = await rotatedJpegWithGps();
          return [photo(Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length)]))];
        },
        code: 'picture_too_large',
        message: PROFILE_PICTURE_TOO_LARGE_MESSAGE,
      },
      {
        name: 'a form of 6 MB',
        parts: () => [photo(Buffer.alloc(6 * 1024 * 1024, 0xff))],
        code: 'picture_too_large',
        message: PROFILE_PICTURE_TOO_LARGE_MESSAGE,
      },
      {
        name: 'a form without a file',
        parts: () => [],
        code: 'picture_missing',
        message: 'Kies een foto om te uploaden.',
      },
    ];

    it.each(refusals)('$name: 422 $code', async ({ parts, code, message }) => {
      const sem = await signIn(ctx.app, 'sem');
      const accepted = await upload(sem, [photo(await rotatedJpegWithGps())]);
      const current = accepted.json().file_id.id as number;
      const before = await fileCount();

      const response = await upload(sem, await parts());
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code, data: { status: 422 } });
      expect(response.json().message).toMatch(message);
      expect(await fileCount()).toBe(before);
      expect(await pictureOf(sem.id)).toBe(current);
    });
  });

  it('answers 401 without a token and reads nothing', async () => {
    const response = await upload(undefined, [photo(await rotatedJpegWithGps())]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'rest_not_logged_in' });
  });
});
