import { beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../declarations/declarations-helpers.js';
import { signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { call } from '../helpers/session.js';
import {
  action,
  auditOf,
  create,
  linkMailedTo,
  loginAs,
  newPerson,
  setPassword,
} from './people-helpers.js';

/** Issue 13: an invitation link works once, for 72 hours, and a new link ends the old one. */

const clock = movableClock(new Date('2026-11-21T10:00:00Z'));
const ctx = useTestApp({ now: clock.now });
let beheer: Session;
let admin: Session;

beforeAll(async () => {
  beheer = await signIn(ctx.app, 'beheer');
  admin = await signIn(ctx.app, 'admin');
});

const invite = async (email: string) => {
  const response = await create(ctx.app, beheer, newPerson(email));
  expect(response.statusCode).toBe(201);
  return { id: (response.json() as { id: number }).id, ...(await linkMailedTo(ctx, email)) };
};

describe('the invitation link', () => {
  it('works once: the person sets a password and signs in; the link then no longer works', async () => {
    const { token } = await invite('eenmalig@example.nl');
    expect((await setPassword(ctx.app, token)).statusCode).toBe(200);
    expect((await loginAs(ctx.app, 'eenmalig@example.nl')).statusCode).toBe(200);
    const again = await setPassword(ctx.app, token, 'Ander-wachtwoord-99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'rest_invalid_token' });
  });

  it('works until 72 hours after it was sent, not a minute longer', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const first = await invite('verloopt@example.nl');
    const second = await invite('bijnaverlopen@example.nl');
    clock.set('2026-11-24T09:59:00Z');
    expect((await setPassword(ctx.app, second.token)).statusCode).toBe(200);
    clock.set('2026-11-24T10:00:01Z');
    const late = await setPassword(ctx.app, first.token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'rest_invalid_token' });
    clock.reset();
  });

  it('stops working when a new link is sent; the new one works', async () => {
    const { id, token: old } = await invite('opnieuw@example.nl');
    const sent = await action(ctx.app, beheer, id, 'set-password-link');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      expires: new Date(clock.now().getTime() + 72 * 3600 * 1000).toISOString(),
    });
    const { token: fresh, mail } = await linkMailedTo(ctx, 'opnieuw@example.nl');
    expect(fresh).not.toBe(old);
    expect(mail.subject).toBe('Nieuwe link om je wachtwoord in te stellen');
    expect((await setPassword(ctx.app, old)).statusCode).toBe(400);
    expect((await setPassword(ctx.app, fresh)).statusCode).toBe(200);
  });

  it('is in the audit log when it sets a password, by the person, without secrets (issue 24)', async () => {
    const { id, token } = await invite('gelogd@example.nl');
    const refused = await setPassword(ctx.app, 'niet-de-link');
    expect(refused.statusCode).toBe(400);
    expect((await auditOf(ctx, id)).map((entry) => entry.action)).toEqual(['user.create']);
    expect((await setPassword(ctx.app, token)).statusCode).toBe(200);
    const entry = (await auditOf(ctx, id)).at(-1)!;
    expect(entry).toMatchObject({
      action: 'user.set_password',
      actorId: id,
      entityKind: 'user',
      before: null,
      after: { via: 'set_password_link' },
    });
    expect(JSON.stringify(entry)).not.toContain(token);
    // The Auditlog screen finds it under "Mensen".
    const page = await call(ctx.app, admin, `/wp-json/custom/v1/audit-log?kind=user&actor=${id}`);
    expect((page.json() as { entries: Array<{ action: string }> }).entries).toMatchObject([
      { action: 'user.set_password', entity_id: String(id) },
    ]);
  });

  it('is stored only as a hash', async () => {
    const { token } = await invite('hash@example.nl');
    const rows = await ctx.database.db.$client.query<{ token_hash: string }>(
      'select token_hash from set_password_tokens',
    );
    expect(rows.rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('of a deactivated person opens nothing', async () => {
    const { id, token } = await invite('gestopt@example.nl');
    expect((await action(ctx.app, beheer, id, 'deactivate')).statusCode).toBe(200);
    expect((await setPassword(ctx.app, token)).statusCode).toBe(400);
  });
});
