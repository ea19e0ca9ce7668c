import { beforeAll, describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { signIn, call, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  action,
  auditOf,
  create,
  linkMailedTo,
  loginAs,
  newPerson,
  personAs,
  setPassword,
  update,
  USERS,
  type PersonEdit,
} from './people-helpers.js';

/** Issue 13 point 1: Beheer adds and changes people; only an administrator touches admins. */

const ctx = useTestApp();
const people: Record<string, Session> = {};

const editOf = (id: number) => personAs(ctx, people.admin, id);

beforeAll(async () => {
  for (const key of ['admin', 'beheer', 'redactie', 'femke', 'ruben', 'daan']) {
    people[key] = await signIn(ctx.app, key);
  }
});

describe('creating a person', () => {
  it('stores them, mails a 72-hour link and audits it without secrets', async () => {
    const response = await create(
      ctx.app,
      people.beheer,
      newPerson('Nina.Nieuw@Example.NL', { owned_by: [people.femke!.id], urenmeter: 12 }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json() as PersonEdit;
    expect(body).toMatchObject({
      name: 'Nina Nieuw',
      email: 'nina.nieuw@example.nl',
      roles: ['professional'],
      active: true,
      owned_by: [{ id: people.femke!.id }],
      acf: { urenmeter: 12, urenmeter_enabled: false },
    });
    const { mail } = await linkMailedTo(ctx, 'nina.nieuw@example.nl');
    expect(mail.subject).toBe('Welkom bij Intranet: stel je wachtwoord in');
    expect(mail.bodyText).toContain('De link werkt 72 uur en maar één keer');
    const [entry] = await auditOf(ctx, body.id);
    expect(entry).toMatchObject({
      action: 'user.create',
      actorId: people.beheer!.id,
      before: null,
    });
    const logged = JSON.stringify(entry!.after);
    expect(logged).toContain('nina.nieuw@example.nl');
    expect(logged).not.toMatch(/password|sessionKey|token/i);
  });

  it('refuses an address in use, whatever its case, and writes nothing', async () => {
    const response = await create(ctx.app, people.beheer, newPerson(emailOf('daan').toUpperCase()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'existing_user_email',
      message: 'Dit e-mailadres is al in gebruik.',
      data: { params: { email: 'Dit e-mailadres is al in gebruik.' } },
    });
  });

  it('answers bad fields in Dutch at the field', async () => {
    const response = await create(
      ctx.app,
      people.beheer,
      newPerson('geen-adres', { voornaam: '' }),
    );
    expect(response.statusCode).toBe(400);
    const params = (response.json() as { data: { params: Record<string, string> } }).data.params;
    expect(params.email).toContain('Vul een geldig e-mailadres in.');
    expect(params.voornaam).toContain('Vul voornaam in.');
  });

  it('takes an existing functie, dienstverband and opdrachtgevers', async () => {
    const daan = await editOf(people.daan!.id);
    const response = await create(
      ctx.app,
      people.beheer,
      newPerson('ingedeeld@example.nl', {
        functie: daan.acf.functie!.ID,
        dienstverband: daan.acf.dienstverband!.ID,
        opdrachtgevers: daan.acf.opdrachtgevers.map((ref) => ref.ID),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      acf: {
        functie: { ID: daan.acf.functie!.ID },
        dienstverband: { ID: daan.acf.dienstverband!.ID },
        opdrachtgevers: daan.acf.opdrachtgevers,
      },
    });
  });

  it('refuses an unknown functie or consultant', async () => {
    const response = await create(
      ctx.app,
      people.beheer,
      newPerson('onbekend@example.nl', { owned_by: [999_999] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { params: { owned_by: expect.any(String) } } });
    const functie = await create(
      ctx.app,
      people.beheer,
      newPerson('onbekend@example.nl', { functie: 999_998 }),
    );
    expect(functie.statusCode).toBe(400);
  });

  it('lets only an administrator grant the administrator role', async () => {
    const refused = await create(
      ctx.app,
      people.beheer,
      newPerson('baas@example.nl', { roles: ['administrator'] }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rest_cannot_grant_administrator' });
    const promote = await update(ctx.app, people.beheer, people.ruben!.id, {
      roles: ['medewerker', 'administrator'],
    });
    expect(promote.statusCode).toBe(403);
    expect((await editOf(people.ruben!.id)).roles).toEqual(['medewerker']);
    const granted = await create(
      ctx.app,
      people.admin,
      newPerson('baas@example.nl', { roles: ['administrator'] }),
    );
    expect(granted.statusCode).toBe(201);
  });

  it('keeps a beheerder from changing an administrator (their address, a new link)', async () => {
    const id = people.admin!.id;
    expect((await update(ctx.app, people.beheer, id, { email: 'ik@example.nl' })).statusCode).toBe(
      403,
    );
    expect((await action(ctx.app, people.beheer, id, 'set-password-link')).statusCode).toBe(403);
    expect((await action(ctx.app, people.beheer, id, 'deactivate')).statusCode).toBe(403);
  });

  it('keeps a beheerder from reactivating an administrator an administrator deactivated', async () => {
    const created = await create(
      ctx.app,
      people.admin,
      newPerson('oud-baas@example.nl', { roles: ['administrator'] }),
    );
    expect(created.statusCode).toBe(201);
    const id = (created.json() as PersonEdit).id;
    expect((await action(ctx.app, people.admin, id, 'deactivate')).statusCode).toBe(200);
    const refused = await action(ctx.app, people.beheer, id, 'reactivate');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rest_cannot_edit_administrator' });
    expect((await editOf(id)).active).toBe(false);
    expect((await action(ctx.app, people.admin, id, 'reactivate')).statusCode).toBe(200);
    expect((await editOf(id)).active).toBe(true);
  });
});

describe('changing a person', () => {
  it('changes the fields given, the consultant relation from both sides, and audits before/after', async () => {
    const daan = people.daan!.id;
    const response = await update(ctx.app, people.beheer, daan, {
      tussenvoegsel: 'de',
      owned_by: [people.ruben!.id],
      urenmeter_enabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Daan de Meijer',
      owned_by: [{ id: people.ruben!.id }],
      acf: { urenmeter_enabled: true },
    });
    expect((await editOf(people.ruben!.id)).professionals.map((p) => p.id)).toContain(daan);
    expect((await editOf(people.femke!.id)).professionals.map((p) => p.id)).not.toContain(daan);
    const entries = await auditOf(ctx, daan);
    const last = entries.at(-1)!;
    expect(last.action).toBe('user.update');
    expect(last.before).toMatchObject({ tussenvoegsel: '', ownedBy: [people.femke!.id] });
    expect(last.after).toMatchObject({ tussenvoegsel: 'de', ownedBy: [people.ruben!.id] });

    // The professionals a consultant manages: the same relation from the other side.
    const back = await update(ctx.app, people.admin, people.femke!.id, {
      professionals: [...(await editOf(people.femke!.id)).professionals.map((p) => p.id), daan],
    });
    expect(back.statusCode).toBe(200);
    expect((await editOf(daan)).owned_by.map((p) => p.id)).toEqual(
      expect.arrayContaining([people.femke!.id]),
    );
  });

  it('answers 404 for nobody, also past PostgreSQL’s integer', async () => {
    expect((await update(ctx.app, people.admin, 999_999, { voornaam: 'X' })).statusCode).toBe(404);
    expect(
      (await update(ctx.app, people.admin, 99_999_999_999, { voornaam: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('deactivating', () => {
  it('refuses oneself', async () => {
    const response = await action(ctx.app, people.beheer, people.beheer!.id, 'deactivate');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Je kunt jezelf niet deactiveren.' });
  });

  it('ends the sessions at once, refuses sign-in and renewal; reactivating allows sign-in again', async () => {
    const created = await create(ctx.app, people.beheer, newPerson('weg@example.nl'));
    const id = (created.json() as PersonEdit).id;
    const { token } = await linkMailedTo(ctx, 'weg@example.nl');
    expect((await setPassword(ctx.app, token)).statusCode).toBe(200);
    const signedIn = await loginAs(ctx.app, 'weg@example.nl');
    expect(signedIn.statusCode).toBe(200);
    const bearer = {
      authorization: `Bearer ${(signedIn.json() as { data: { token: string } }).data.token}`,
    };
    const cookie = signedIn.cookies.find((c) => c.name === 'refresh_token')!.value;
    expect((await ctx.app.inject({ url: `${USERS}/me`, headers: bearer })).statusCode).toBe(200);

    expect((await action(ctx.app, people.beheer, id, 'deactivate')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `${USERS}/me`, headers: bearer })).statusCode).toBe(401);
    const login = await loginAs(ctx.app, 'weg@example.nl');
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({
      code: 'user_deactivated',
      message: 'Je account is gedeactiveerd. Neem contact op met de beheerder als dat niet klopt.',
    });
    // Neither renewing (/token/refresh) nor a new access token from the cookie (/token).
    for (const url of ['/wp-json/jwt-auth/v1/token/refresh', '/wp-json/jwt-auth/v1/token']) {
      const renew = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'x-intranet-request': '1' },
        cookies: { refresh_token: cookie },
      });
      expect(renew.statusCode).toBe(401);
    }
    expect((await action(ctx.app, people.beheer, id, 'set-password-link')).statusCode).toBe(409);

    // Not in the directory; Beheer sees them with active=false.
    const directory = await call(ctx.app, people.daan, `${USERS}?per_page=100&search=Nina`);
    expect((directory.json() as PersonEdit[]).map((u) => u.id)).not.toContain(id);
    expect((await call(ctx.app, people.daan, `${USERS}/${id}`)).statusCode).toBe(404);
    const beheer = await call(
      ctx.app,
      people.beheer,
      `${USERS}?context=edit&active=false&per_page=100`,
    );
    expect((beheer.json() as PersonEdit[]).map((u) => u.id)).toContain(id);
    expect((await auditOf(ctx, id)).map((e) => e.action)).toContain('user.deactivate');

    expect((await action(ctx.app, people.beheer, id, 'reactivate')).statusCode).toBe(200);
    expect((await loginAs(ctx.app, 'weg@example.nl')).statusCode).toBe(200);
  });
});

describe('the Beheer list (GET /wp/v2/users?context=edit)', () => {
  it('filters by consultant, role and functie', async () => {
    const ownedByRuben = await call(
      ctx.app,
      people.beheer,
      `${USERS}?context=edit&owned_by=${people.ruben!.id}&per_page=100`,
    );
    expect(ownedByRuben.statusCode).toBe(200);
    const list = ownedByRuben.json() as PersonEdit[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((u) => u.owned_by.some((o) => o.id === people.ruben!.id))).toBe(true);
    const admins = await call(ctx.app, people.beheer, `${USERS}?context=edit&roles=administrator`);
    expect((admins.json() as PersonEdit[]).every((u) => u.roles.includes('administrator'))).toBe(
      true,
    );
  });

  it('shows e-mail and the deactivated only to people managers', async () => {
    const refused = await call(ctx.app, people.femke, `${USERS}?context=edit&active=false`);
    expect(refused.statusCode).toBe(403);
  });
});

describe('who may (every endpoint × role)', () => {
  const expected: Record<string, number> = {
    admin: 200,
    beheer: 200,
    redactie: 403,
    femke: 403,
    daan: 403,
    anonymous: 401,
  };
  it.each(Object.entries(expected))('%s', async (key, status) => {
    const session = key === 'anonymous' ? undefined : people[key];
    const target = people.ruben!.id;
    const created = await create(ctx.app, session, newPerson(`matrix-${key}@example.nl`));
    expect(created.statusCode).toBe(status === 200 ? 201 : status);
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      expect((await update(ctx.app, session, target, { urenmeter: 3 }, method)).statusCode).toBe(
        status,
      );
    }
    expect((await action(ctx.app, session, target, 'set-password-link')).statusCode).toBe(status);
    expect((await action(ctx.app, session, target, 'deactivate')).statusCode).toBe(status);
    expect((await action(ctx.app, session, target, 'reactivate')).statusCode).toBe(status);
  });
});
