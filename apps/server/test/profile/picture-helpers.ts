import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartBody, type FilePart } from '../declarations/declarations-helpers.js';
import { call, signIn, type Session } from '../helpers/session.js';

/** The profile picture's upload and the files it is served by (issue 10, item 4). */
export const UPLOAD = '/wp-json/custom/v1/upload-profile-picture';
export const FILES = '/wp-json/intranet/v1/files';

export function uploadPicture(
  app: FastifyInstance,
  session: Session | undefined,
  parts: FilePart[],
) {
  const { payload, headers } = multipartBody({}, parts);
  return call(app, session, { method: 'POST', url: UPLOAD, payload, headers });
}

export const photo = (
  bytes: Buffer,
  filename = 'foto.jpg',
  contentType = 'image/jpeg',
): FilePart => ({ field: 'file', filename, contentType, bytes });

/** The colour of a pixel: which of red and blue it mostly is. */
export async function colourAt(image: Buffer, x: number, y: number): Promise<'red' | 'blue'> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return data[i]! > data[i + 2]! ? 'red' : 'blue';
}

/**
 * The stored picture as a colleague (Daan) gets it: a 512×512 WebP without any metadata (no
 * EXIF, XMP or orientation, and not the camera's name `TestCam` anywhere in its bytes).
 */
export async function servedCleanToColleague(app: FastifyInstance, fileId: number) {
  const daan = await signIn(app, 'daan');
  const served = await call(app, daan, `${FILES}/${fileId}/public/view`);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  const bytes = served.rawPayload;
  const output = await sharp(bytes).metadata();
  expect(output).toMatchObject({ format: 'webp', width: 512, height: 512 });
  expect(output.exif).toBeUndefined();
  expect(output.xmp).toBeUndefined();
  expect(output.orientation).toBeUndefined();
  for (const trace of ['Exif', 'EXIF', 'TestCam', 'XMP ']) {
    expect(bytes.includes(Buffer.from(trace)), trace).toBe(false);
  }
  return { bytes, channels: output.channels };
}
