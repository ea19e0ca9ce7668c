import { fillPath } from '@portal/contract/endpoints';
import { createHmac, timingSafeEqual } from 'node:crypto';

const LIFETIME_SECONDS = 60 * 60;

/**
 * Links to private files that work in a plain <a href> (no bearer header): the server hands
 * one only to a user allowed to see the file, and it expires after an hour.
 */
export class SignedFileLinks {
  constructor(
    private readonly secret: string,
    /** The endpoint's path with `:id`, from its contract definition. */
    private readonly path: string,
  ) {}

  /** `path` (another endpoint's, with `:id`) is not part of the signature. */
  create(fileId: number, viewerId: number, now = Date.now(), path = this.path): string {
    // Whole minutes: a link read twice within a minute is the same URL (the browser's cache and
    // a response compared before and after a refused write both rely on that).
    const expires = Math.ceil((now / 1000 + LIFETIME_SECONDS) / 60) * 60;
    const signature = this.sign(fileId, viewerId, expires);
    return `${fillPath(path, { id: fileId })}?viewer=${viewerId}&expires=${expires}&signature=${signature}`;
  }

  verify(fileId: number, viewerId: number, expires: number, signature: string, now = Date.now()) {
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(fileId, viewerId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(fileId: number, viewerId: number, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`file:${fileId}:${viewerId}:${expires}`)
      .digest('base64url');
  }
}
