import type { Colleague, ColleagueEdit } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser, type FactoryUser, type SignedInUser } from '../factories/index.js';
import { INTRANET, useTestApp } from '../helpers/test-app.js';
import { USERS } from './users-helpers.js';

const ctx = useTestApp();
let subject: FactoryUser;
let dienstverband: number;
const sessions = {} as Record<
  'professional' | 'medewerker' | 'editor' | 'beheerder' | 'administrator',
  SignedInUser
>;

const PRIVATE = {
  voorletters: 'M.J.',
  geboortedatum: '1988-04-12',
  straatnaamEnHuisnummer: 'Lindelaan 14',
  postcode: '3701 AB',
  woonplaats: 'Zeist',
  telNrThuis: '+31301234567',
  mobiel: '+31612345678',
  iban: 'NL91ABNA0417164300',
  korteOmschrijving: 'Houdt van fietsen.',
};

beforeAll(async () => {
  const db = ctx.database.db;
  dienstverband = (await createPost(db, 'dienstverbanden', { title: 'Vast' })).id;
  subject = await createUser(db, {
    voornaam: 'Mirte',
    achternaam: 'Jansen',
    columns: {
      ...PRIVATE,
      dienstverbandId: dienstverband,
      publicPhone: '030 765 4321',
      publicEmail: 'mirte@werk.example',
      linkedin: 'https://www.linkedin.com/in/mirte',
    },
  });
  for (const role of Object.keys({
    professional: 0,
    medewerker: 0,
    editor: 0,
    beheerder: 0,
    administrator: 0,
  }) as Array<keyof typeof sessions>) {
    sessions[role] = await (await createUser(db, { roles: [role] })).signIn(ctx.app);
  }
});

describe('GET /wp/v2/users/{id}', () => {
  it('answers the public card of any user to everyone signed in', async () => {
    for (const session of Object.values(sessions)) {
      const response = await session.call(`${USERS}/${subject.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual<Colleague>({
        id: subject.id,
        name: 'Mirte Jansen',
        acf: {
          firstname: 'Mirte',
          tussenvoegsel: '',
          lastname: 'Jansen',
          public_picture: null,
          public_phone: '030 765 4321',
          public_email: 'mirte@werk.example',
          functie: null,
          opdrachtgevers: [],
          linkedin: 'https://www.linkedin.com/in/mirte',
        },
        _links: {
          self: [{ href: `http://localhost:3000${USERS}/${subject.id}` }],
          collection: [{ href: `http://localhost:3000${USERS}` }],
        },
      });
    }
  });

  it('answers context=embed as the card', async () => {
    const response = await sessions.professional.call(`${USERS}/${subject.id}?context=embed`);
    expect(Object.keys(response.json())).toEqual(['id', 'name', 'acf', '_links']);
  });

  it('answers an id nobody has with 404 rest_user_invalid_id, a non-number with rest_no_route', async () => {
    for (const id of ['0', '999999999', '2147483648', '999999999999']) {
      const response = await sessions.professional.call(`${USERS}/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'rest_user_invalid_id',
        message: 'Invalid user ID.',
        data: { status: 404 },
      });
    }
    for (const id of ['abc', '-1', '1.5', '9999999999999']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${USERS}/${id}`,
        headers: INTRANET,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('rest_no_route');
    }
  });

  it('is for signed-in users only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${USERS}/${subject.id}`,
      headers: INTRANET,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });

  it('refuses a bad context in WordPress’s words', async () => {
    const response = await sessions.professional.call(`${USERS}/${subject.id}?context=alles`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.params).toEqual({
      context: 'context is not one of view, embed and edit.',
    });
  });
});

describe('context=edit: the private fields', () => {
  const expectedEdit = (): Partial<ColleagueEdit['acf']> => ({
    voorletters: 'M.J.',
    geboortedatum: '1988-04-12',
    straatnaam_en_huisnummer: 'Lindelaan 14',
    postcode: '3701 AB',
    woonplaats: 'Zeist',
    // Stored in E.164, shown the Dutch way (as the profile shows them).
    tel_nr_thuis: '030 123 4567',
    mobiel: '06 12345678',
    iban: 'NL91ABNA0417164300',
    korte_omschrijving: 'Houdt van fietsen.',
    dienstverband: { ID: dienstverband, post_title: 'Vast' },
  });

  it('shows them to administrator and beheerder', async () => {
    for (const session of [sessions.administrator, sessions.beheerder]) {
      const response = await session.call(`${USERS}/${subject.id}?context=edit`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ColleagueEdit;
      expect(body.acf).toMatchObject(expectedEdit());
      expect(body).toMatchObject({ email: subject.email, roles: ['professional'] });
      expect(body.registered_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    }
  });

  it('refuses them to professional, medewerker and editor: 403 rest_forbidden_context', async () => {
    for (const session of [sessions.professional, sessions.medewerker, sessions.editor]) {
      const response = await session.call(`${USERS}/${subject.id}?context=edit`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'rest_forbidden_context',
        message: 'Sorry, you are not allowed to edit users.',
        data: { status: 403 },
      });
    }
  });

  it('shows a user their own, through /me and through their id', async () => {
    const own = await subject.signIn(ctx.app);
    for (const url of [`${USERS}/me?context=edit`, `${USERS}/${subject.id}?context=edit`]) {
      const response = await own.call(url);
      expect(response.statusCode).toBe(200);
      expect((response.json() as ColleagueEdit).acf).toMatchObject(expectedEdit());
    }
  });

  it('answers an unknown id 404 before it refuses the context, as WordPress', async () => {
    const response = await sessions.professional.call(`${USERS}/999999999?context=edit`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /wp/v2/users/me', () => {
  it('answers the signed-in user’s own card, without private fields unless context=edit', async () => {
    const own = await subject.signIn(ctx.app);
    const response = await own.call(`${USERS}/me`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Colleague;
    expect(body.id).toBe(subject.id);
    expect(Object.keys(body.acf)).not.toContain('iban');
    expect(response.body).not.toContain(PRIVATE.iban);
  });

  it('is for signed-in users only (err-401-users-me)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${USERS}/me`, headers: INTRANET });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });
});
