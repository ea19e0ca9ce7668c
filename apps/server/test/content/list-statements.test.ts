import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../src/db/query.js';
import { call, WP, type ListedPost } from './content-helpers.js';
import { useSingleConnectionApp } from './single-connection-app.js';

const ctx = useSingleConnectionApp();

const list = async (query: string, type = 'nieuws') => {
  const response = await call(ctx.app, ctx.admin, `${WP}/${type}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListedPost[];
};
const ids = (items: ListedPost[]) => items.map((item) => item.id);

async function preparedListStatements(): Promise<string[]> {
  const rows = await queryRows(
    ctx.single.db,
    'test_prepared_statements',
    z.strictObject({ name: z.string() }),
    sql`select name from pg_prepared_statements where name like 'posts\_%' order by name`,
  );
  return rows.map((row) => row.name);
}

describe('GET /wp/v2/{type}: one prepared statement per list shape', () => {
  it('serves every combination of filters with the same page and count statements', async () => {
    const all = await list('per_page=100');
    const [first, second] = all;
    const queries = [
      'per_page=100',
      `include=${first!.id},${second!.id}`,
      `exclude=${first!.id}`,
      `slug=${first!.slug}`,
      'search=cao',
      'search=cao loonsverhoging',
      'search=a b c d e f',
      'after=2026-11-14T00:00:00',
      'after=2026-11-14T00:00:00Z&before=2026-11-20T00:00:00',
      'author=1,2',
      'status=publish&per_page=3&page=2',
    ];
    for (const query of queries) await list(query);
    const statements = await preparedListStatements();
    // The plain list (no filter at all) keeps a statement of its own, for its index-only plan.
    expect(statements.filter((name) => name.startsWith('posts_page_'))).toEqual([
      'posts_page_author_one_status_filtered_date_desc',
      'posts_page_author_one_status_unfiltered_date_desc',
    ]);
    expect(statements.filter((name) => name.startsWith('posts_count_'))).toEqual([
      'posts_count_one_status_filtered',
      'posts_count_one_status_unfiltered',
    ]);
  });

  it('gives another order its own statement, and none per value', async () => {
    await list('orderby=title&order=asc');
    await list('orderby=title&order=asc&search=cao');
    expect(
      (await preparedListStatements()).filter((name) => name.startsWith('posts_page_')),
    ).toEqual([
      'posts_page_author_one_status_filtered_date_desc',
      'posts_page_author_one_status_filtered_title_asc',
      'posts_page_author_one_status_unfiltered_date_desc',
      'posts_page_author_one_status_unfiltered_title_asc',
    ]);
  });
});

describe('GET /wp/v2/{type}: filters passed as parameters', () => {
  it('leaves out the excluded ids and keeps only the named slugs and authors', async () => {
    const all = await list('per_page=100');
    const [first, second, third] = all;
    expect(ids(await list(`per_page=100&exclude=${first!.id},${third!.id}`))).toEqual(
      ids(all).filter((id) => id !== first!.id && id !== third!.id),
    );
    expect(ids(await list(`slug=${third!.slug},${second!.slug}`))).toEqual([second!.id, third!.id]);
    const authorOf = (item: ListedPost) => (item.author as { id: number }).id;
    const author = authorOf(first!);
    expect(ids(await list(`per_page=100&author=${author}`))).toEqual(
      ids(all.filter((item) => authorOf(item) === author)),
    );
  });

  it('needs every acf filter to match, each as any of its values', async () => {
    const all = await list('per_page=100', 'moodtrackers');
    const user = all[0]!.acf.user as number;
    const both = await list(`per_page=100&acf_user=${user}&acf_mood=1,2,3,4,5`, 'moodtrackers');
    expect(ids(both)).toEqual(ids(all.filter((item) => item.acf.user === user)));
    const mood = all[0]!.acf.mood as number;
    const narrower = await list(`per_page=100&acf_user=${user}&acf_mood=${mood}`, 'moodtrackers');
    expect(ids(narrower)).toEqual(
      ids(all.filter((item) => item.acf.user === user && item.acf.mood === mood)),
    );
    const unknown = await call(
      ctx.app,
      ctx.admin,
      `${WP}/moodtrackers?acf_user=${user}&acf_kleur=rood`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { acf_kleur: expect.any(String) } },
    });
  });
});
