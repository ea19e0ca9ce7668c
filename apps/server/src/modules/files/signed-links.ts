import { fillPath } from '@portal/contract/endpoints';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Receipts (issue 8): a link that leaks, from history or a forwarded mail, dies quickly. */
export const RECEIPT_LINK_LIFETIME_SECONDS = 10 * 60;

/**
 * Links to private files that work in a plain <a href> (no bearer header): the server hands
 * one only to a user allowed to see the file, and it expires after `lifetimeSeconds` at most.
 */
export class SignedFileLinks {
  /**
   * A link is the same URL for a whole minute (see `create`), and the screens that hand them
   * out (a month's receipts, the options' logos) are read again and again: each link is signed
   * once per minute instead of on every request (an HMAC was a tenth of a month's answer).
   */
  private readonly made = new LRUCache<string, string>({ max: 20_000 });

  constructor(
    private readonly secret: string,
    /** The endpoint's path with `:id`, from its contract definition. */
    private readonly path: string,
    private readonly lifetimeSeconds = RECEIPT_LINK_LIFETIME_SECONDS,
    /**
     * What the id names: links to other things than files (an assignment's PDF) sign under
     * their own scope, so a link made for assignment 12 never opens file 12.
     */
    private readonly scope = 'file',
  ) {}

  /** `path` (another endpoint's, with `:id`) is not part of the signature. */
  create(fileId: number, viewerId: number, now = Date.now(), path = this.path): string {
    // Whole minutes: a link read twice within a minute is the same URL (the browser's cache and
    // a response compared before and after a refused write both rely on that). Rounded down, so
    // a link never lives longer than the lifetime.
    const expires = Math.floor((now / 1000 + this.lifetimeSeconds) / 60) * 60;
    const key = `${fileId}:${viewerId}:${expires}:${path}`;
    let link = this.made.get(key);
    if (link === undefined) {
      const signature = this.sign(fileId, viewerId, expires);
      link = `${fillPath(path, { id: fileId })}?viewer=${viewerId}&expires=${expires}&signature=${signature}`;
      this.made.set(key, link);
    }
    return link;
  }

  verify(fileId: number, viewerId: number, expires: number, signature: string, now = Date.now()) {
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(fileId, viewerId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(fileId: number, viewerId: number, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${this.scope}:${fileId}:${viewerId}:${expires}`)
      .digest('base64url');
  }
}
