import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PROFILE_PICTURE_UNREADABLE_MESSAGE,
  uploadProfilePictureResponseSchema,
} from '@portal/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.js';
import { ImageRefusedError, writeImageAnew } from '../../src/modules/bounded-work/image-work.js';
import { signIn } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { colourAt, photo, servedCleanToColleague, uploadPicture } from './picture-helpers.js';

/**
 * HEIC/HEIF profile pictures (an iPhone's default): decoded by libheif in WebAssembly, then the
 * same pipeline as every photo. The fixture is a 640×480 HEIC, left half red and right half
 * blue, carrying EXIF with a GPS position (test/fixtures/README.md says how it was made).
 */

const ctx = useTestApp();
const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/red-blue-640x480-gps.heic',
);
const heic = () => readFileSync(FIXTURE);

/** The fixture with its `ispe` box (the size the container claims) set to width × height. */
function claimingSize(width: number, height: number): Buffer {
  const bytes = heic();
  const at = bytes.indexOf('ispe', 0, 'latin1');
  expect(at).toBeGreaterThan(0);
  // 'ispe', version and flags (4 bytes), then width and height as 32-bit numbers.
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

const fileCount = async () => (await ctx.database.db.select({ n: count() }).from(files))[0]!.n;

describe('POST /custom/v1/upload-profile-picture with a HEIC photo', () => {
  it('stores a HEIC as a 512×512 WebP without its EXIF or GPS, colours where they were', async () => {
    const original = heic();
    // The upload really carries what must go: the camera and the GPS block in its Exif item.
    expect(original.includes(Buffer.from('TestCam'))).toBe(true);

    const julia = await signIn(ctx.app, 'julia');
    const response = await uploadPicture(ctx.app, julia, [
      photo(original, 'IMG_0001.HEIC', 'image/heic'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { file_id } = uploadProfilePictureResponseSchema.parse(response.json());

    const { bytes, channels } = await servedCleanToColleague(ctx.app, file_id.id);
    expect(channels).toBe(3); // no alpha channel made up for a photo without one
    // The square is cut from the middle of the landscape: red on the left, blue on the right.
    expect(await colourAt(bytes, 5, 5)).toBe('red');
    expect(await colourAt(bytes, 5, 506)).toBe('red');
    expect(await colourAt(bytes, 506, 5)).toBe('blue');
    expect(await colourAt(bytes, 506, 506)).toBe('blue');
  });

  it('takes a HEIF whose major brand is mif1 (image/heif by its bytes), whatever its name says', async () => {
    const bytes = heic();
    expect(bytes.toString('latin1', 8, 12)).toBe('heic');
    bytes.write('mif1', 8, 'latin1');
    const session = await signIn(ctx.app, 'bram');
    const response = await uploadPicture(ctx.app, session, [
      photo(bytes, 'foto.jpg', 'application/octet-stream'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
  });

  const refusals = [
    { name: 'a HEIC cut off halfway', bytes: () => heic().subarray(0, 700) },
    {
      // The decoder's parameter sets (VPS, SPS, PPS) in the hvcC box: without them no pixel.
      name: 'a HEIC whose decoder configuration is overwritten',
      bytes: () => {
        const bytes = heic();
        const at = bytes.indexOf('hvcC', 0, 'latin1');
        bytes.fill(0xff, at + 4, at + 100);
        return bytes;
      },
    },
    // 400 megapixels claimed in 1.2 kB: refused by the size in the container, never decoded.
    { name: 'a HEIC claiming 20,000 × 20,000 pixels', bytes: () => claimingSize(20_000, 20_000) },
  ];

  it.each(refusals)('$name: 422 picture_unreadable, nothing stored', async ({ bytes }) => {
    const sem = await signIn(ctx.app, 'sem');
    const before = await fileCount();
    const response = await uploadPicture(ctx.app, sem, [
      photo(bytes(), 'IMG_0002.heic', 'image/heic'),
    ]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      code: 'picture_unreadable',
      message: PROFILE_PICTURE_UNREADABLE_MESSAGE,
      data: { status: 422 },
    });
    expect(await fileCount()).toBe(before);
  });
});

describe('a HEIC decoded out of the server (writeImageAnew)', () => {
  const asPng = (bytes: Buffer, maxPixels = 60_000_000) =>
    writeImageAnew(1, { bytes, heif: true }, { maxPixels, steps: [['png', {}]] });

  it('decodes the primary image in the size the file has, colours where they were', async () => {
    const written = await asPng(heic());
    expect(written).toMatchObject({ width: 640, height: 480 });
    expect(await colourAt(written.bytes, 10, 240)).toBe('red');
    expect(await colourAt(written.bytes, 630, 240)).toBe('blue');
  });

  it('refuses more pixels than allowed by the size the container claims, before decoding', async () => {
    // The real stream is 640×480: only the container's ispe box says 20,000 × 20,000, so this
    // refusal can only come from reading the size first.
    await expect(asPng(claimingSize(20_000, 20_000))).rejects.toMatchObject({
      reason: 'too-many-pixels',
    });
    // The limit itself: 640 × 480 is 307,200 pixels.
    await expect(asPng(heic(), 307_199)).rejects.toBeInstanceOf(ImageRefusedError);
    await expect(asPng(heic(), 307_200)).resolves.toMatchObject({ width: 640 });
  });

  it('decodes one photo after another when several come at once', async () => {
    const results = await Promise.allSettled([
      writeImageAnew(1, { bytes: heic(), heif: true }, { maxPixels: 60e6, steps: [['png', {}]] }),
      writeImageAnew(
        2,
        { bytes: heic().subarray(0, 500), heif: true },
        { maxPixels: 60e6, steps: [] },
      ),
      writeImageAnew(3, { bytes: heic(), heif: true }, { maxPixels: 60e6, steps: [['png', {}]] }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
