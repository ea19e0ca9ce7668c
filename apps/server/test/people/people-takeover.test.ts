import type { Role } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { createUser } from '../factories/users.js';
import { signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  action,
  auditOf,
  create,
  linkMailedTo,
  newPerson,
  personAs,
  setPassword,
  update,
  type PersonEdit,
} from './people-helpers.js';

/**
 * Issue 24 items 1 to 3: people management cannot be turned into an account takeover. A
 * beheerder manages professionals and medewerkers only; nobody changes their own roles; an
 * e-mail change ends the person's set-password links and tells the old address.
 */

const ctx = useTestApp();
const people: Record<string, Session> = {};

const editOf = (id: number) => personAs(ctx, people.admin, id);

/** A fresh account of these roles (a person the test may change without disturbing others). */
const fresh = async (roles: Role[]) => (await createUser(ctx.database.db, { roles })).id;

const mailsTo = (to: string) =>
  ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id));

beforeAll(async () => {
  for (const key of ['admin', 'beheer', 'redactie', 'femke', 'ruben', 'daan']) {
    people[key] = await signIn(ctx.app, key);
  }
});

describe('an e-mail change (item 1)', () => {
  it('ends the open set-password link and tells the old address, not the new one', async () => {
    const created = await create(ctx.app, people.beheer, newPerson('typfout@exmaple.nl'));
    expect(created.statusCode).toBe(201);
    const id = (created.json() as PersonEdit).id;
    const { token } = await linkMailedTo(ctx, 'typfout@exmaple.nl');

    const corrected = await update(ctx.app, people.beheer, id, { email: 'Nina@Example.nl' });
    expect(corrected.statusCode).toBe(200);

    const refused = await setPassword(ctx.app, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'rest_invalid_token' });

    const [notice] = await mailsTo('typfout@exmaple.nl');
    expect(notice!.subject).toBe('Het e-mailadres van je account op Intranet is gewijzigd');
    expect(notice!.bodyText).toContain('Beste Nina,');
    expect(notice!.bodyText).toContain('niet meer bij je account');
    // The old address may be a stranger's (a typing error): it does not learn the new one.
    expect(notice!.bodyText).not.toContain('nina@example.nl');
    expect(await mailsTo('nina@example.nl')).toEqual([]);
  });

  it('leaves links and mail alone when the address stays (also in another case)', async () => {
    const created = await create(ctx.app, people.beheer, newPerson('blijft@example.nl'));
    const id = (created.json() as PersonEdit).id;
    const { token } = await linkMailedTo(ctx, 'blijft@example.nl');
    const same = await update(ctx.app, people.beheer, id, {
      email: 'Blijft@Example.nl',
      voornaam: 'Nienke',
    });
    expect(same.statusCode).toBe(200);
    expect(await mailsTo('blijft@example.nl')).toHaveLength(1);
    expect((await setPassword(ctx.app, token)).statusCode).toBe(200);
  });

  it('writes nothing when the change is refused (the old link still works)', async () => {
    const created = await create(ctx.app, people.beheer, newPerson('heel@example.nl'));
    const id = (created.json() as PersonEdit).id;
    const { token } = await linkMailedTo(ctx, 'heel@example.nl');
    const refused = await update(ctx.app, people.beheer, id, {
      email: 'ander@example.nl',
      functie: 999_999,
    });
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo('heel@example.nl')).toHaveLength(1);
    expect((await editOf(id)).email).toBe('heel@example.nl');
    expect((await setPassword(ctx.app, token)).statusCode).toBe(200);
  });
});

describe('a beheerder manages professionals and medewerkers only (item 2)', () => {
  it('refuses a beheerder granting themselves roles', async () => {
    const refused = await update(ctx.app, people.beheer, people.beheer!.id, {
      roles: ['beheerder', 'editor'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'rest_cannot_change_own_roles',
      message: 'Je kunt je eigen rollen niet wijzigen.',
      data: { status: 403 },
    });
    expect((await editOf(people.beheer!.id)).roles).toEqual(['beheerder']);
  });

  it('refuses a beheerder the e-mail address of an editor, with no partial write', async () => {
    const editor = people.redactie!.id;
    const before = await editOf(editor);
    const refused = await update(ctx.app, people.beheer, editor, {
      email: 'overgenomen@example.nl',
      voornaam: 'Overgenomen',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'rest_cannot_edit_staff',
      message: 'Alleen een administrator kan het e-mailadres van een redacteur wijzigen.',
    });
    expect(await editOf(editor)).toEqual(before);
  });

  it('refuses a beheerder any other field of an editor or another beheerder', async () => {
    for (const roles of [['editor'], ['beheerder'], ['medewerker', 'editor']] as Role[][]) {
      const id = await fresh(roles);
      const refused = await update(ctx.app, people.beheer, id, { urenmeter: 5 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'rest_cannot_edit_staff' });
    }
  });

  it('refuses a beheerder sending a set-password link to an editor', async () => {
    const refused = await action(ctx.app, people.beheer, people.redactie!.id, 'set-password-link');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'rest_cannot_edit_staff',
      message: 'Alleen een administrator kan een redacteur een nieuwe link sturen.',
    });
    expect(await mailsTo((await editOf(people.redactie!.id)).email)).toEqual([]);
  });

  it('refuses a beheerder deactivating or reactivating another beheerder', async () => {
    const other = await fresh(['beheerder']);
    const refused = await action(ctx.app, people.beheer, other, 'deactivate');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'rest_cannot_edit_staff',
      message: 'Alleen een administrator kan een beheerder deactiveren.',
    });
    expect((await editOf(other)).active).toBe(true);
    expect((await action(ctx.app, people.admin, other, 'deactivate')).statusCode).toBe(200);
    expect((await action(ctx.app, people.beheer, other, 'reactivate')).statusCode).toBe(403);
    expect((await editOf(other)).active).toBe(false);
  });

  it('refuses a beheerder creating an editor or beheerder, or making a medewerker one', async () => {
    const createdEditor = await create(
      ctx.app,
      people.beheer,
      newPerson('redacteur@example.nl', { roles: ['editor'] }),
    );
    expect(createdEditor.statusCode).toBe(403);
    expect(createdEditor.json()).toMatchObject({
      code: 'rest_cannot_grant_role',
      message: 'Alleen een administrator kan de rol redacteur toekennen of afnemen.',
    });
    expect(await mailsTo('redacteur@example.nl')).toEqual([]);
    const medewerker = await fresh(['medewerker']);
    const promoted = await update(ctx.app, people.beheer, medewerker, {
      roles: ['medewerker', 'beheerder'],
    });
    expect(promoted.statusCode).toBe(403);
    expect((await editOf(medewerker)).roles).toEqual(['medewerker']);
    // A medewerker becoming a professional is theirs to decide.
    const moved = await update(ctx.app, people.beheer, medewerker, { roles: ['professional'] });
    expect(moved.statusCode).toBe(200);
  });

  it('refuses everyone changing their own roles or deactivating themselves', async () => {
    for (const key of ['admin', 'beheer'] as const) {
      const self = people[key]!;
      const roles = (await editOf(self.id)).roles;
      const changed = await update(ctx.app, self, self.id, { roles: [...roles, 'medewerker'] });
      expect(changed.statusCode).toBe(403);
      expect(changed.json()).toMatchObject({ code: 'rest_cannot_change_own_roles' });
      const dropped = await update(ctx.app, self, self.id, { roles: ['professional'] });
      expect(dropped.statusCode).toBe(403);
      const deactivated = await action(ctx.app, self, self.id, 'deactivate');
      expect(deactivated.statusCode).toBe(403);
      expect(deactivated.json()).toMatchObject({ code: 'rest_cannot_deactivate_self' });
      expect(await editOf(self.id)).toMatchObject({ roles, active: true });
    }
    // The form sends the roles as they are: saving one's own unchanged roles is no change.
    const admin = people.admin!;
    const same = await update(ctx.app, admin, admin.id, { roles: ['administrator'] });
    expect(same.statusCode).toBe(200);
  });

  it('lets an administrator do all of it on others', async () => {
    const editor = await fresh(['editor']);
    const email = `redacteur-${editor}@example.nl`;
    expect((await update(ctx.app, people.admin, editor, { email })).statusCode).toBe(200);
    expect(
      (await update(ctx.app, people.admin, editor, { roles: ['editor', 'beheerder'] })).statusCode,
    ).toBe(200);
    expect((await action(ctx.app, people.admin, editor, 'set-password-link')).statusCode).toBe(200);
    expect((await linkMailedTo(ctx, email)).mail.subject).toBe(
      'Nieuwe link om je wachtwoord in te stellen',
    );
    expect((await action(ctx.app, people.admin, editor, 'deactivate')).statusCode).toBe(200);
    expect((await action(ctx.app, people.admin, editor, 'reactivate')).statusCode).toBe(200);
    expect(await editOf(editor)).toMatchObject({
      email,
      roles: ['editor', 'beheerder'],
      active: true,
    });
    const created = await create(
      ctx.app,
      people.admin,
      newPerson('nieuwe-beheerder@example.nl', { roles: ['beheerder'] }),
    );
    expect(created.statusCode).toBe(201);
  });

  it('still lets a beheerder manage professionals and medewerkers', async () => {
    for (const roles of [['professional'], ['medewerker']] as Role[][]) {
      const id = await fresh(roles);
      const email = `beheerd-${id}@example.nl`;
      expect((await update(ctx.app, people.beheer, id, { email, urenmeter: 3 })).statusCode).toBe(
        200,
      );
      expect((await action(ctx.app, people.beheer, id, 'set-password-link')).statusCode).toBe(200);
      expect((await action(ctx.app, people.beheer, id, 'deactivate')).statusCode).toBe(200);
      expect((await action(ctx.app, people.beheer, id, 'reactivate')).statusCode).toBe(200);
    }
  });
});

describe('relations with an administrator (item 3)', () => {
  const RELATION = {
    code: 'rest_cannot_relate_staff',
    message:
      'Alleen een administrator kan een administrator als consultant of professional toevoegen of verwijderen.',
  };

  it('refuses a beheerder putting an administrator among a medewerker’s professionals', async () => {
    const medewerker = await fresh(['medewerker']);
    const refused = await update(ctx.app, people.beheer, medewerker, {
      professionals: [people.admin!.id],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      ...RELATION,
      data: { status: 403, params: { professionals: RELATION.message } },
    });
    expect((await editOf(medewerker)).professionals).toEqual([]);
  });

  it('refuses a beheerder making an administrator someone’s consultant, also on creation', async () => {
    const professional = await fresh(['professional']);
    const refused = await update(ctx.app, people.beheer, professional, {
      owned_by: [people.admin!.id],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(RELATION);
    const created = await create(
      ctx.app,
      people.beheer,
      newPerson('met-admin@example.nl', { owned_by: [people.femke!.id, people.admin!.id] }),
    );
    expect(created.statusCode).toBe(403);
    expect(await mailsTo('met-admin@example.nl')).toEqual([]);
    const asProfessional = await create(
      ctx.app,
      people.beheer,
      newPerson('consultant-van-admin@example.nl', {
        roles: ['medewerker'],
        professionals: [people.admin!.id],
      }),
    );
    expect(asProfessional.statusCode).toBe(403);
  });

  it('refuses a beheerder removing a relation an administrator made, but not other changes', async () => {
    const medewerker = await fresh(['medewerker']);
    const professional = await fresh(['professional']);
    const made = await update(ctx.app, people.admin, medewerker, {
      professionals: [people.admin!.id, professional],
    });
    expect(made.statusCode).toBe(200);
    const removed = await update(ctx.app, people.beheer, medewerker, { professionals: [] });
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toMatchObject(RELATION);
    // The form sends the list as it is: the administrator stays, another professional goes.
    const kept = await update(ctx.app, people.beheer, medewerker, {
      professionals: [people.admin!.id],
      urenmeter: 4,
    });
    expect(kept.statusCode).toBe(200);
    expect((await editOf(medewerker)).professionals.map((p) => p.id)).toEqual([people.admin!.id]);
    const admins = await update(ctx.app, people.admin, medewerker, { professionals: [] });
    expect(admins.statusCode).toBe(200);
  });

  it('lets a beheerder create a professional of their own (SPEC: owned_by)', async () => {
    const created = await create(
      ctx.app,
      people.beheer,
      newPerson('eigen-professional@example.nl', { owned_by: [people.beheer!.id] }),
    );
    expect(created.statusCode).toBe(201);
    const id = (created.json() as PersonEdit).id;
    expect((await editOf(id)).owned_by.map((p) => p.id)).toEqual([people.beheer!.id]);
  });

  it('lets a beheerder make an editor or beheerder a professional’s consultant', async () => {
    const professional = await fresh(['professional']);
    const answer = await update(ctx.app, people.beheer, professional, {
      owned_by: [people.redactie!.id, people.beheer!.id],
    });
    expect(answer.statusCode).toBe(200);
    const consultants = (await editOf(professional)).owned_by.map((p) => p.id);
    expect(consultants.sort()).toEqual([people.redactie!.id, people.beheer!.id].sort());
    expect((await update(ctx.app, people.beheer, professional, { owned_by: [] })).statusCode).toBe(
      200,
    );
  });

  it('refuses a beheerder making an editor or beheerder someone’s professional', async () => {
    const medewerker = await fresh(['medewerker']);
    for (const [other, noun] of [
      [people.redactie!.id, 'redacteur'],
      [await fresh(['beheerder']), 'beheerder'],
    ] as const) {
      const refused = await update(ctx.app, people.beheer, medewerker, { professionals: [other] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'rest_cannot_relate_staff',
        message: `Alleen een administrator kan een ${noun} als professional toevoegen of verwijderen.`,
      });
    }
    expect((await editOf(medewerker)).professionals).toEqual([]);
  });

  it('audits none of the refused writes', async () => {
    const professional = await fresh(['professional']);
    await update(ctx.app, people.beheer, professional, { owned_by: [people.admin!.id] });
    expect(await auditOf(ctx, professional)).toEqual([]);
  });
});
