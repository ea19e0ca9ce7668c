import { searchResultSchema } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { postFiles } from '../../src/db/schema.js';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import { createPost, createTerm } from '../factories/index.js';
import { call, signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { uploadMedia } from '../media/media-helpers.js';

/**
 * Issue 12, item 4: GET /wp/v2/search finds published news, terms of employment, knowledge
 * base and library entries by their title, excerpt, content and the text of their attached
 * PDFs, in Dutch (stemmed), best first, with a snippet whose only markup is <mark>; never
 * anything a colleague may not see. Every test uses words of its own, so they do not meet.
 */

const ctx = useTestApp();
const SEARCH = '/wp-json/wp/v2/search';
const resultsSchema = z.array(searchResultSchema);

let session: Session | undefined;
async function search(query: string) {
  session ??= await signIn(ctx.app, 'daan');
  return call(ctx.app, session, `${SEARCH}?${query}`);
}
async function found(words: string, extra = '') {
  const response = await search(`search=${encodeURIComponent(words)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return resultsSchema.parse(response.json());
}
const db = () => ctx.database.db;

/** The rank each post gets for `words`, as the search orders by it. */
async function ranksOf(words: string, ids: number[]): Promise<number[]> {
  const { rows } = await db().execute<{ id: number; rank: number }>(
    sql`select id, ts_rank_cd(search_rank_vector, websearch_to_tsquery('dutch', search_normalize(${words}))) as rank
        from posts where id = any(${sql.param(ids)}::int[])`,
  );
  return ids.map((id) => rows.find((row) => row.id === id)!.rank);
}

describe('GET /wp/v2/search', () => {
  it('finds "declaraties" in a news item titled "Declaratie" and back (Dutch stemming)', async () => {
    const post = await createPost(db(), 'nieuws', { title: 'Nieuwe declaratie-app live' });
    const plural = await createPost(db(), 'kennisbank', {
      content: '<p>Alle declaraties en vacatures op een rij.</p>',
    });
    const results = await found('declaraties');
    expect(results.map((result) => result.id)).toEqual([post.id, plural.id]);
    expect(results[0]).toMatchObject({
      title: 'Nieuwe declaratie-app live',
      type: 'post',
      subtype: 'nieuws',
      kind: 'nieuws',
      url: `/portal/nieuws/${post.id}`,
    });
    const singular = await found('declaratie vacature');
    expect(singular.map((result) => result.id)).toEqual([plural.id]);
    expect(singular[0]!.snippet).toContain('<mark>declaraties</mark>');
    expect(singular[0]!.snippet).toContain('<mark>vacatures</mark>');
    // Regular plurals were stemmed before: "regelingen" finds "regeling".
    const regeling = await createPost(db(), 'arbeidsvoorwaarden', { title: 'Fietsregeling' });
    expect((await found('fietsregelingen')).map((result) => result.id)).toEqual([regeling.id]);
  });

  it('ranks a match in the title above the excerpt, the content and an attachment', async () => {
    const editor = await signIn(ctx.app, 'redactie');
    const pdf = await uploadMedia(ctx.app, editor, {
      bytes: makeTextPdf(['Over de wolkenkrabbervergoeding staat hier iets.']),
      filename: 'bijlage.pdf',
    });
    const fileId = (pdf.json() as { id: number }).id;
    const inFile = await createPost(db(), 'bibliotheek', { files: [{ id: fileId }] });
    const inContent = await createPost(db(), 'kennisbank', {
      content: '<p>Lees meer over de <strong>wolkenkrabbervergoeding</strong> hier.</p>',
    });
    const inExcerpt = await createPost(db(), 'arbeidsvoorwaarden', {
      excerpt: '<p>De wolkenkrabbervergoeding in het kort.</p>',
    });
    const inTitle = await createPost(db(), 'nieuws', { title: 'Wolkenkrabbervergoeding 2027' });
    const results = await found('wolkenkrabbervergoeding');
    // Ranking reads the title and excerpt: hits only in the content or an attachment rank the
    // same, the newer first.
    expect(results.map((result) => result.id)).toEqual([
      inTitle.id,
      inExcerpt.id,
      inContent.id,
      inFile.id,
    ]);
    const ranks = await ranksOf(
      'wolkenkrabbervergoeding',
      results.map((result) => result.id),
    );
    expect(ranks[0]).toBeGreaterThan(ranks[1]!);
    expect(ranks[1]).toBeGreaterThan(ranks[2]!);
    expect(ranks[2]).toBe(ranks[3]);
    const [, , content, file] = results;
    expect(content!.snippet).toContain('<mark>wolkenkrabbervergoeding</mark>');
    expect(file!.snippet).toContain('<mark>wolkenkrabbervergoeding</mark>');
    expect(file!.url).toBe('/portal/bibliotheek');
  });

  it('finds a word inside an attached PDF, and no longer once the PDF is detached', async () => {
    const editor = await signIn(ctx.app, 'redactie');
    const pdf = await uploadMedia(ctx.app, editor, {
      bytes: makeTextPdf(['Reglement', 'De zonnepaneelsubsidie geldt vanaf januari.']),
      filename: 'reglement.pdf',
    });
    const fileId = (pdf.json() as { id: number }).id;
    const category = await createTerm(db(), 'kennisbank_categorieen');
    const post = await createPost(db(), 'kennisbank', {
      title: 'Duurzaam wonen',
      termIds: [category.id],
      files: [{ id: fileId }],
    });
    const [result] = await found('zonnepaneelsubsidie');
    expect(result).toMatchObject({
      id: post.id,
      kind: 'kennisbank',
      categories: [category.id],
      url: `/portal/hoe-het-werkt/${category.id}`,
    });
    expect(result!.snippet).toContain('<mark>zonnepaneelsubsidie</mark>');
    await db()
      .delete(postFiles)
      .where(and(eq(postFiles.postId, post.id), eq(postFiles.fileId, fileId)));
    // Another query than the first: a page of results is kept for 2 s (a write through the
    // API clears it; this one went straight into the database).
    expect(await found('zonnepaneelsubsidie', '&per_page=20')).toEqual([]);
  });

  it('never returns a draft, a scheduled, a trashed or a private item, nor other types', async () => {
    const word = 'kangoeroeregeling';
    for (const status of ['draft', 'future', 'trash', 'private', 'pending'] as const) {
      await createPost(db(), 'nieuws', { title: `${word} ${status}`, status });
    }
    await createPost(db(), 'moodtrackers', { title: word, content: word });
    await createPost(db(), 'functies', { title: word });
    await createPost(db(), 'intra_opdrachtgevers', { title: word });
    expect(await found(word)).toEqual([]);
    // An editor sees no more in search than a colleague does.
    const editor = await signIn(ctx.app, 'redactie');
    const response = await call(ctx.app, editor, `${SEARCH}?search=${word}`);
    expect(response.json()).toEqual([]);
    const published = await createPost(db(), 'nieuws', { title: word });
    expect((await found(word, '&per_page=20')).map((result) => result.id)).toEqual([published.id]);
  });

  it('finds an item published through the API at once, though the same search ran before', async () => {
    expect(await found('zeppelinregeling')).toEqual([]);
    const editor = await signIn(ctx.app, 'redactie');
    const created = await call(ctx.app, editor, {
      method: 'POST',
      url: '/wp-json/wp/v2/nieuws',
      payload: { title: 'De zeppelinregeling', content: '<p>Vanaf nu.</p>', status: 'publish' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await found('zeppelinregeling')).map((result) => result.title)).toEqual([
      'De zeppelinregeling',
    ]);
  });

  it('shows only <mark> as markup in a snippet, whatever the text holds', async () => {
    await createPost(db(), 'nieuws', {
      content:
        // A word first: a fragment that starts the text starts at its first word (ts_headline).
        '<p>Let op: &lt;script&gt;alert(1)&lt;/script&gt; De pinguïnregeling &amp; <em>meer</em> &lt;mark&gt;</p>',
    });
    const [result] = await found('pinguïnregeling');
    const snippet = result!.snippet;
    expect(snippet).toContain('<mark>pinguïnregeling</mark>');
    expect(snippet).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(snippet).toContain('&amp;');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('never repeats a sentence nor shows a raw "[…]" in a snippet (issue 25 item 14)', async () => {
    // WordPress-style: the excerpt is the content's first sentence with "[&hellip;]" after it,
    // and the word is in the title, the excerpt and the content.
    const sentence = 'De giraffenregeling geldt voor iedereen die lang is.';
    await createPost(db(), 'nieuws', {
      title: 'Giraffenregeling 2027',
      excerpt: `<p>${sentence} [&hellip;]</p>`,
      content: `<p>${sentence}</p><p>Lees verder over de regels.</p>`,
    });
    await createPost(db(), 'kennisbank', {
      title: 'Nog een giraffenregeling',
      excerpt: `<p>${sentence} […]</p>`,
      content: `<p>${sentence} Meer weten? [...]</p>`,
    });
    // The content itself says it twice, far apart: two fragments of one sentence.
    await createPost(db(), 'kennisbank', {
      title: 'Samenvatting',
      excerpt: '',
      content: `<p>${sentence}</p><p>${'Andere woorden over het weer en de tijd. '.repeat(12)}</p><p>${sentence}</p>`,
    });
    const results = await found('giraffenregeling');
    expect(results).toHaveLength(3);
    for (const { snippet } of results) {
      const text = snippet.replace(/<\/?mark>/g, '');
      expect(text.split('giraffenregeling geldt').length, snippet).toBe(2);
      expect(text).not.toMatch(/\[(…|&amp;hellip;|&hellip;|\.\.\.)\]/);
      expect(text).not.toContain('hellip');
    }
  });

  it('ranks a title with one of the two words above both words only in the text', async () => {
    const inText = await createPost(db(), 'kennisbank', {
      content: '<p>Over de kameelregeling en de dromedarisbijdrage.</p>',
    });
    const oneInTitle = await createPost(db(), 'nieuws', {
      title: 'Kameelregeling vernieuwd',
      content: '<p>Ook de dromedarisbijdrage.</p>',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    expect((await found('kameelregeling dromedarisbijdrage')).map((result) => result.id)).toEqual([
      oneInTitle.id,
      inText.id,
    ]);
  });

  it('pages past the first 50 hits: page 2 has the rest, none twice, with the totals', async () => {
    const word = 'kameelhaarjas';
    const ids = [];
    for (let n = 0; n < 62; n++) {
      ids.push((await createPost(db(), 'kennisbank', { title: `${word} ${n}` })).id);
    }
    const first = await search(`search=${word}&per_page=50`);
    expect(first.headers['x-wp-total']).toBe('62');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    const second = await search(`search=${word}&per_page=50&page=2`);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-wp-total']).toBe('62');
    const pages = [resultsSchema.parse(first.json()), resultsSchema.parse(second.json())];
    expect(pages.map((page) => page.length)).toEqual([50, 12]);
    const seen = pages.flat().map((result) => result.id);
    expect(new Set(seen).size).toBe(62);
    expect(seen.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it('puts a new post straight into the search index, with no pending list for searches to scan', async () => {
    // Migration 0020: with GIN's default fastupdate the insert below would wait in the pending
    // list, and gin_clean_pending_list would report the page it had to merge.
    await db().execute(sql`select gin_clean_pending_list('posts_search_vector_idx'::regclass)`);
    await createPost(db(), 'kennisbank', {
      content: '<p>Het zebrapadreglement geldt voor iedereen.</p>',
    });
    const { rows } = await db().execute<{ merged: number }>(
      sql`select gin_clean_pending_list('posts_search_vector_idx'::regclass)::int as merged`,
    );
    expect(rows[0]!.merged).toBe(0);
    expect(await found('zebrapadreglement')).toHaveLength(1);
  });

  it('filters by subtype, pages with WordPress headers, and reads a web search', async () => {
    const word = 'olifantenpaadje';
    const news = await createPost(db(), 'nieuws', { title: `${word} een` });
    await createPost(db(), 'nieuws', { title: `${word} twee` });
    const library = await createPost(db(), 'bibliotheek', { title: `${word} drie`, content: 'x' });
    expect((await found(word, '&subtype=bibliotheek')).map((result) => result.id)).toEqual([
      library.id,
    ]);
    const page = await search(`search=${word}&per_page=2&page=2`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-wp-total']).toBe('3');
    expect(page.headers['x-wp-totalpages']).toBe('2');
    expect(resultsSchema.parse(page.json())).toHaveLength(1);
    expect((await search(`search=${word}&per_page=2&page=3`)).statusCode).toBe(400);
    // A web search: `-word` leaves out what holds it.
    const without = await found(`${word} -drie`);
    expect(without.map((result) => result.id).sort()).not.toContain(library.id);
    expect(without.map((result) => result.id)).toContain(news.id);
  });

  describe('hostile or empty input is a 400 or an empty answer, never a 500', () => {
    it.each([
      ['no search', ''],
      ['an empty search', 'search='],
      ['only spaces', 'search=%20%20%20'],
      ['201 characters', `search=${'a'.repeat(201)}`],
      ['per_page over 50', 'search=regeling&per_page=51'],
      ['an unknown subtype', 'search=regeling&subtype=moodtrackers'],
      ['an unknown type', 'search=regeling&type=term'],
      ['page 0', 'search=regeling&page=0'],
    ])('%s: 400 rest_invalid_param', async (_name, query) => {
      const response = await search(query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    });

    it.each([
      'a & b | !c',
      "'; drop table posts; --",
      'foo:* <-> bar',
      '((((((',
      '"""',
      '-',
      'de het een',
      '\\x00',
      'ﷺ 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      'or or or and not',
    ])('%s: 200', async (words) => {
      const response = await search(`search=${encodeURIComponent(words)}`);
      expect(response.statusCode, response.body).toBe(200);
      resultsSchema.parse(response.json());
    });

    it('nobody signed in: 401', async () => {
      const response = await call(ctx.app, undefined, `${SEARCH}?search=regeling`);
      expect(response.statusCode).toBe(401);
    });
  });
});
