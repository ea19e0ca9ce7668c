import { userProfileResponseSchema } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOf, PROFESSIONALS } from '../../src/seed/demo-company.js';
import { files, users } from '../../src/db/schema.js';
import { createProfileRepository } from '../../src/modules/profile/repository.js';
import { createProfileService } from '../../src/modules/profile/service.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { login, useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();
const url = '/wp-json/custom/v1/user-profile';

const getProfile = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const postProfile = (token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });

const idOf = async (key: string) => {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nicename, key));
  if (!row) throw new Error(`no demo user ${key}`);
  return row.id;
};

const storedRow = async (key: string) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.nicename, key));
  return row!;
};

describe('GET /wp-json/custom/v1/user-profile', () => {
  it('answers a body that parses with userProfileResponseSchema', async () => {
    const { token, id } = await login(ctx.app, emailOf('femke'));
    const response = await getProfile(token);
    expect(response.statusCode).toBe(200);
    const body = userProfileResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      id,
      email: emailOf('femke'),
      firstName: 'Femke',
      lastName: 'Jansen',
      displayName: 'Femke Jansen',
      roles: ['medewerker'],
      owned_by: [],
      urenmeter_enabled: false,
    });
  });

  it("lists a consultant's professionals in profile.users, and each of them has the consultant in owned_by", async () => {
    const femke = await login(ctx.app, emailOf('femke'));
    const hers = PROFESSIONALS.filter((p) => p.consultant === 'femke').map((p) => p.key);
    expect(hers.length).toBeGreaterThan(1);
    const expectedIds = (await Promise.all(hers.map(idOf))).sort((a, b) => a - b);

    const body = userProfileResponseSchema.parse((await getProfile(femke.token)).json());
    expect(body.profile.users).toEqual(expectedIds);

    for (const key of hers) {
      const professional = await login(ctx.app, emailOf(key));
      const theirs = userProfileResponseSchema.parse((await getProfile(professional.token)).json());
      expect(theirs.owned_by, key).toEqual([{ id: femke.id }]);
      expect(theirs.profile.users, key).toEqual([]);
    }
  });

  it('gives a professional functie, dienstverband and opdrachtgevers as {ID, post_title}, in their order', async () => {
    const { token } = await login(ctx.app, emailOf('emma'));
    const body = userProfileResponseSchema.parse((await getProfile(token)).json());
    expect(body.roles).toEqual(['professional']);
    expect(body.profile.functie).toEqual({ ID: expect.any(Number), post_title: 'Beleidsadviseur' });
    expect(body.profile.dienstverband).toEqual({
      ID: expect.any(Number),
      post_title: 'Detachering',
    });
    expect(body.profile.opdrachtgevers.map((o) => o.post_title)).toEqual([
      'Gemeente Utrecht',
      'Provincie Gelderland',
    ]);
    expect(body.urenmeter).toBe(138);
    expect(body.urenmeter_enabled).toBe(true);
  });

  it('answers every field the profile service gives: the response schema drops none', async () => {
    const profiles = createProfileService({
      repo: createProfileRepository(ctx.database.db),
      storage: createDiskStorage(ctx.filesDir),
      now: () => new Date(),
    });
    for (const key of ['emma', 'femke']) {
      const { token, id } = await login(ctx.app, emailOf(key));
      const response = await getProfile(token);
      expect(response.statusCode, key).toBe(200);
      expect(response.json(), key).toStrictEqual(await profiles.get(id));
    }
  });

  it('still answers a stored value that a newer rule would refuse, instead of a 500', async () => {
    const { token, id } = await login(ctx.app, emailOf('julia'));
    await ctx.database.db
      .update(users)
      .set({ linkedin: 'linkedin punt com', publicEmail: 'geen-e-mailadres' })
      .where(eq(users.nicename, 'julia'));
    // An edit outside the app is announced on portal_cache (README: several instances).
    await ctx.database.db.execute(
      sql`select pg_notify('portal_cache', ${JSON.stringify({ c: 'user-profiles', k: String(id) })})`,
    );
    await expect
      .poll(async () => {
        const response = await getProfile(token);
        return { status: response.statusCode, profile: response.json().profile };
      })
      .toMatchObject({
        status: 200,
        profile: { linkedin: 'linkedin punt com', public_email: 'geen-e-mailadres' },
      });
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      code: 'rest_not_logged_in',
      message: 'Je bent niet ingelogd.',
      data: { status: 401 },
    });
  });

  it('answers 401 invalid_token for a garbage bearer token', async () => {
    const response = await getProfile('rommel.rommel.rommel');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token', data: { status: 401 } });
  });
});

describe('POST /wp-json/custom/v1/user-profile', () => {
  it('updates only the given fields and answers the new profile, with displayName following the name parts', async () => {
    const { token } = await login(ctx.app, emailOf('sophie'));
    const before = userProfileResponseSchema.parse((await getProfile(token)).json());
    expect(before.displayName).toBe('Sophie de Graaf');

    const response = await postProfile(token, {
      voornaam: 'Sofie',
      tussenvoegsel: 'van der',
      woonplaats: 'Ede',
      iban: 'nl91 abna 0417 1643 00',
      geboortedatum: '1990-05-17',
    });
    expect(response.statusCode).toBe(200);
    const after = userProfileResponseSchema.parse(response.json());
    expect(after.displayName).toBe('Sofie van der Graaf');
    expect(after.firstName).toBe('Sofie');
    expect(after.profile).toMatchObject({
      voornaam: 'Sofie',
      tussenvoegsel: 'van der',
      achternaam: 'Graaf',
      woonplaats: 'Ede',
      iban: 'NL91ABNA0417164300',
      geboortedatum: '1990-05-17',
    });
    // Everything not sent is as before.
    expect({
      ...after.profile,
      voornaam: '',
      tussenvoegsel: '',
      woonplaats: '',
      iban: '',
      geboortedatum: '',
    }).toEqual({
      ...before.profile,
      voornaam: '',
      tussenvoegsel: '',
      woonplaats: '',
      iban: '',
      geboortedatum: '',
    });

    // And it is stored, not only echoed.
    expect((await getProfile(token)).json()).toEqual(response.json());

    const cleared = userProfileResponseSchema.parse(
      (await postProfile(token, { tussenvoegsel: '', geboortedatum: '' })).json(),
    );
    expect(cleared.displayName).toBe('Sofie Graaf');
    expect(cleared.profile.geboortedatum).toBe('');
    expect((await storedRow('sophie')).geboortedatum).toBeNull();
  });

  it('answers 400 naming an unknown field and stores nothing', async () => {
    const { token } = await login(ctx.app, emailOf('lars'));
    const before = await storedRow('lars');
    const response = await postProfile(token, { woonplaats: 'Zwolle', roles: ['administrator'] });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { roles: expect.any(String) } },
    });
    expect(body.message).toContain('roles');
    expect(await storedRow('lars')).toEqual(before);
  });

  it.each([
    { field: 'voornaam', value: 5, why: 'a number for a text field' },
    { field: 'iban', value: null, why: 'null for a text field' },
    { field: 'linkedin', value: ['https://www.linkedin.com/in/noor'], why: 'a list' },
    { field: 'public_picture', value: 12, why: 'a bare id instead of {id}' },
    // A value of the right shape that a rule refuses is a 422 (profile-checks.test.ts).
  ])('answers 400 naming $field for $why and stores nothing', async ({ field, value }) => {
    const { token } = await login(ctx.app, emailOf('noor'));
    const before = await storedRow('noor');
    const response = await postProfile(token, { woonplaats: 'Lelystad', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { [field]: expect.any(String) } },
    });
    expect(Object.keys(response.json().data.params)).toEqual([field]);
    expect(await storedRow('noor')).toEqual(before);
  });

  describe('public_picture', () => {
    let ownFileId: number;
    let othersFileId: number;
    let ownReceiptId: number;

    beforeAll(async () => {
      const milan = await idOf('milan');
      const eva = await idOf('eva');
      const rows = await ctx.database.db
        .insert(files)
        .values([
          {
            ownerId: milan,
            kind: 'profile-picture',
            title: 'Pasfoto Milan',
            originalName: 'milan.jpg',
            mimeType: 'image/jpeg',
            size: 10,
            storageKey: 'test/milan.jpg',
          },
          {
            ownerId: eva,
            kind: 'profile-picture',
            title: 'Pasfoto Eva',
            originalName: 'eva.jpg',
            mimeType: 'image/jpeg',
            size: 10,
            storageKey: 'test/eva.jpg',
          },
          {
            ownerId: milan,
            kind: 'receipt',
            title: 'Bon Milan',
            originalName: 'bon.pdf',
            mimeType: 'application/pdf',
            size: 10,
            storageKey: 'test/bon-milan.pdf',
          },
        ])
        .returning({ id: files.id });
      ownFileId = rows[0]!.id;
      othersFileId = rows[1]!.id;
      ownReceiptId = rows[2]!.id;
    });

    it('accepts a file of your own and answers it as {id}', async () => {
      const { token } = await login(ctx.app, emailOf('milan'));
      const response = await postProfile(token, { public_picture: { id: ownFileId } });
      expect(response.statusCode).toBe(200);
      expect(response.json().profile.public_picture).toEqual({ id: ownFileId });

      const removed = await postProfile(token, { public_picture: null });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().profile.public_picture).toBeNull();
    });

    it.each([
      { name: 'a file id that does not exist', id: () => 999_999 },
      { name: "another user's file", id: () => othersFileId },
      // A picture is shown to every colleague; a receipt never is (docs/file-access.md).
      { name: 'a receipt of your own', id: () => ownReceiptId },
    ])('answers 422 rest_invalid_picture for $name and stores nothing', async ({ id }) => {
      const { token } = await login(ctx.app, emailOf('milan'));
      const before = await storedRow('milan');
      const response = await postProfile(token, {
        woonplaats: 'Breda',
        public_picture: { id: id() },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'rest_invalid_picture',
        data: { status: 422 },
      });
      expect(await storedRow('milan')).toEqual(before);
    });
  });

  it('answers 400 naming public_picture for a file id beyond the integer range', async () => {
    const { token } = await login(ctx.app, emailOf('milan'));
    const before = await storedRow('milan');
    const response = await postProfile(token, {
      woonplaats: 'Breda',
      public_picture: { id: 2_147_483_648 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { 'public_picture.id': expect.any(String) } },
    });
    expect(await storedRow('milan')).toEqual(before);
  });

  it('answers 401 rest_not_logged_in without a token and stores nothing', async () => {
    const before = await storedRow('anna');
    const response = await postProfile(undefined, { woonplaats: 'Deventer' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'rest_not_logged_in' });
    expect(await storedRow('anna')).toEqual(before);
  });

  it('answers 401 invalid_token for a garbage bearer token', async () => {
    const response = await postProfile('rommel', { woonplaats: 'Deventer' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });
});
