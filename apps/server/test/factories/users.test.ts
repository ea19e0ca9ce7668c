import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { createUser, type FactoryUser } from './users.js';
import { createPost } from './posts.js';

const ctx = useTestApp();
const TOKEN = '/wp-json/jwt-auth/v1/token';

let consultant: FactoryUser;
let professional: FactoryUser;
let opdrachtgever: number;

beforeAll(async () => {
  const db = ctx.database.db;
  consultant = await createUser(db, { roles: ['medewerker'], voornaam: 'Ilse' });
  opdrachtgever = (await createPost(db, 'intra_opdrachtgevers', { title: 'Gemeente Zeist' })).id;
  professional = await createUser(db, {
    ownedBy: [consultant.id],
    opdrachtgevers: [opdrachtgever],
    voornaam: 'Noor',
    tussenvoegsel: 'van',
    achternaam: 'Wijk',
    password: 'Eigen-wachtwoord-7',
    columns: { urenmeter: 120, urenmeterEnabled: true },
  });
});

describe('createUser', () => {
  it('makes a user who signs in through the real login with their roles and owners', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: TOKEN,
      payload: { username: professional.email, password: 'Eigen-wachtwoord-7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: professional.id,
      email: professional.email,
      firstName: 'Noor',
      displayName: 'Noor van Wijk',
      roles: ['professional'],
      owned_by: [{ id: consultant.id }],
      urenmeter: 120,
      urenmeter_enabled: true,
    });
  });

  it('stores a real password hash: a wrong password is refused', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: TOKEN,
      payload: { username: professional.email, password: consultant.password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('incorrect_password');
  });

  it('signs in and calls as that user: the profile lists the owner’s professionals and the opdrachtgever', async () => {
    const asConsultant = await consultant.signIn(ctx.app);
    expect(asConsultant.id).toBe(consultant.id);
    const consultantProfile = await asConsultant.call('/wp-json/custom/v1/user-profile');
    expect(consultantProfile.statusCode).toBe(200);
    expect(consultantProfile.json()).toMatchObject({
      id: consultant.id,
      roles: ['medewerker'],
      profile: { users: [professional.id] },
    });

    const asProfessional = await professional.signIn(ctx.app);
    const profile = (await asProfessional.call('/wp-json/custom/v1/user-profile')).json();
    expect(profile.profile.opdrachtgevers).toEqual([
      expect.objectContaining({ ID: opdrachtgever, post_title: 'Gemeente Zeist' }),
    ]);
  });

  it('gives every user a unique e-mail address', async () => {
    const [a, b] = await Promise.all([createUser(ctx.database.db), createUser(ctx.database.db)]);
    expect(a.email).not.toBe(b.email);
    expect(a.id).not.toBe(b.id);
  });
});
