import { beforeAll, describe, expect, it } from 'vitest';
import { checkIn } from '../mood/mood-helpers.js';
import { useTestApp } from '../helpers/test-app.js';
import { createFile, storageOf } from './files.js';
import { createMoodCheckin, createPost, createTerm } from './posts.js';
import { createUser, type FactoryUser, type SignedInUser } from './users.js';

const ctx = useTestApp();
const WP = '/wp-json/wp/v2';

let author: FactoryUser;
let editor: SignedInUser;
let reader: SignedInUser;

beforeAll(async () => {
  const db = ctx.database.db;
  author = await createUser(db, { roles: ['editor'], voornaam: 'Sanne', achternaam: 'Kok' });
  editor = await author.signIn(ctx.app);
  reader = await (await createUser(db)).signIn(ctx.app);
});

describe('createPost', () => {
  it('makes a news item that the list shows with its author’s name', async () => {
    const post = await createPost(ctx.database.db, 'nieuws', {
      title: 'Factorynieuws over de zomerborrel',
      authorId: author.id,
    });
    const response = await reader.call(`${WP}/nieuws?search=Factorynieuws`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('1');
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: post.id,
        title: { rendered: 'Factorynieuws over de zomerborrel' },
        author: expect.objectContaining({ id: author.id, firstName: 'Sanne', lastName: 'Kok' }),
      }),
    ]);
  });

  it('makes a draft that an editor opens and a reader does not', async () => {
    const draft = await createPost(ctx.database.db, 'nieuws', { status: 'draft' });
    expect((await editor.call(`${WP}/nieuws/${draft.id}`)).json()).toMatchObject({
      id: draft.id,
      status: 'draft',
    });
    const hidden = await reader.call(`${WP}/nieuws/${draft.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('rest_post_invalid_id');
  });

  it('files an item under a category made by createTerm, found by the category filter', async () => {
    const db = ctx.database.db;
    const category = await createTerm(db, 'arbeidsvoorwaarden_categorieen', { name: 'Verlof' });
    const item = await createPost(db, 'arbeidsvoorwaarden', { termIds: [category.id] });
    await createPost(db, 'arbeidsvoorwaarden');
    const listed = (
      await reader.call(`${WP}/arbeidsvoorwaarden?arbeidsvoorwaarden_categorieen=${category.id}`)
    ).json();
    expect(listed.map((post: { id: number }) => post.id)).toEqual([item.id]);
    expect(listed[0].arbeidsvoorwaarden_categorieen).toEqual([category.id]);
  });

  it('attaches a file made by createFile that every reader may open through its link', async () => {
    const file = await createFile(ctx.database.db, storageOf(ctx), { title: 'Handboek 2026' });
    const entry = await createPost(ctx.database.db, 'bibliotheek', {
      files: [{ id: file.id, name: 'Handboek' }],
    });
    const shown = (await reader.call(`${WP}/bibliotheek/${entry.id}`)).json();
    expect(shown.acf.bestanden).toEqual([
      expect.objectContaining({
        name: 'Handboek',
        file: expect.objectContaining({ id: file.id, title: 'Handboek 2026' }),
      }),
    ]);
    const download = await ctx.app.inject({ method: 'GET', url: shown.acf.bestanden[0].file.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file.bytes)).toBe(true);
  });
});

describe('createMoodCheckin', () => {
  it('makes this week’s answer: the user sees it and a second answer is refused', async () => {
    const user = await createUser(ctx.database.db);
    const checkin = await createMoodCheckin(ctx.database.db, { userId: user.id, mood: 2 });
    const session = await user.signIn(ctx.app);
    const own = (await session.call(`${WP}/moodtrackers?acf_user=${user.id}`)).json();
    expect(own).toEqual([
      expect.objectContaining({ id: checkin.id, acf: expect.objectContaining({ mood: 2 }) }),
    ]);
    const again = await checkIn(ctx.app, session, { user: user.id, mood: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('mood_already_answered');
  });
});
