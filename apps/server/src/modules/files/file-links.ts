import { createHmac } from 'node:crypto';
import { viewFile, viewPublicFile } from '@portal/contract/endpoints/files';
import { SignedFileLinks } from './signed-links.js';

/** Links stay the same for this long, so a browser may cache a logo or a document. */
const STEP_MS = 10 * 60 * 1000;
const LIFETIME_SECONDS = 60 * 60;

/**
 * Signed links to /intranet/v1/files/{id}/view (and /public/view) that open in a plain
 * <a href> or <img src>, where no bearer header goes along. They are handed only to a viewer
 * allowed to see the file, last 50 to 60 minutes, and use a key of their own (not the
 * receipts' key), so a link of one route never opens another.
 */
export class IntranetFileLinks {
  private readonly signed: SignedFileLinks;

  constructor(signingKey: string) {
    const key = createHmac('sha256', signingKey).update('intranet-files').digest('base64url');
    this.signed = new SignedFileLinks(key, viewFile.path, LIFETIME_SECONDS);
  }

  view(fileId: number, viewerId: number, now = Date.now()): string {
    return this.signed.create(fileId, viewerId, Math.floor(now / STEP_MS) * STEP_MS);
  }

  publicView(fileId: number, viewerId: number, now = Date.now()): string {
    return this.signed.create(
      fileId,
      viewerId,
      Math.floor(now / STEP_MS) * STEP_MS,
      viewPublicFile.path,
    );
  }

  verify(fileId: number, viewerId: number, expires: number, signature: string): boolean {
    return this.signed.verify(fileId, viewerId, expires, signature);
  }
}
