import { newsItemSchema } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { postTypeConfig } from '../../src/modules/content/post-types.js';
import { createContentRepository } from '../../src/modules/content/repository.js';
import { createContentService } from '../../src/modules/content/service.js';
import { createFileAccess } from '../../src/modules/files/access.js';
import { IntranetFileLinks } from '../../src/modules/files/file-links.js';
import { createFilesRepository } from '../../src/modules/files/repository.js';
import {
  call,
  SEED_NOW,
  signIn,
  useContentApp,
  WP,
  type ListedPost,
  type Session,
} from './content-helpers.js';

const ctx = useContentApp();
let editor: Session;
let reader: Session;

beforeAll(async () => {
  editor = await signIn(ctx.app, 'redactie');
  reader = await signIn(ctx.app, 'femke');
});

/** Every trick we know to get script into a page, next to the markup editors need. */
const XSS_HTML = `
<p onclick="alert(1)">Hallo <strong>team</strong>,</p>
<script>alert('xss')</script>
<img src="https://example.org/logo.png" alt="Logo" onerror="alert(2)">
<img src="javascript:alert(3)" alt="kapot">
<a href="javascript:alert(4)">klik</a>
<a href=" JaVaScRiPt:alert(5)">klik</a>
<a href="&#106;avascript:alert(6)">klik</a>
<a href="https://www.rijksoverheid.nl/" target="_blank">Rijksoverheid</a>
<ul><li>een</li><li>twee</li></ul>
<ol start="3"><li>drie</li></ol>
<table><thead><tr><th>Soort</th></tr></thead><tbody><tr><td colspan="2">cel</td></tr></tbody></table>
<iframe src="https://evil.example/"></iframe>
<svg onload="alert(7)"><circle r="1"></circle></svg>
<style>body { display: none }</style>
<div style="position:fixed;inset:0">overlay</div>
<form action="https://evil.example/"><input name="wachtwoord"></form>
<object data="evil.swf"></object><embed src="evil.swf">
<math><mtext><img src=x onerror=alert(8)></mtext></math>`;

/** What must never come back in HTML the portal renders. */
function expectNothingExecutable(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/&#106;/i);
  expect(html).not.toMatch(/<(iframe|svg|style|form|input|object|embed|math)/i);
  expect(html).not.toMatch(/style=/i);
}

function expectMarkupKept(html: string) {
  // Images only from our own media (issue 12): another site's image is left out whole.
  expect(html).not.toContain('example.org');
  expect(html).not.toMatch(/<img/);
  expect(html).toContain(
    '<a href="https://www.rijksoverheid.nl/" target="_blank" rel="noopener noreferrer">Rijksoverheid</a>',
  );
  expect(html).toContain('<ul><li>een</li><li>twee</li></ul>');
  expect(html).toContain('<ol start="3"><li>drie</li></ol>');
  expect(html).toContain('<td colspan="2">cel</td>');
  expect(html).toContain('<p>Hallo <strong>team</strong>,</p>');
}

const create = (session: Session | undefined, type: string, payload: unknown) =>
  call(ctx.app, session, { method: 'POST', url: `${WP}/${type}`, payload: payload as object });

describe('POST /wp/v2/{type}: writing content', () => {
  it('sanitizes an editor’s news item so it never comes back executable, and keeps the markup', async () => {
    const response = await create(editor, 'nieuws', {
      title: 'Test <b>vet</b> & zo',
      content: XSS_HTML,
      status: 'publish',
    });
    expect(response.statusCode).toBe(201);
    const created = newsItemSchema.parse(response.json());
    expectNothingExecutable(created.content.rendered);
    expectMarkupKept(created.content.rendered);
    // Titles are plain text: stored and answered as typed, never as HTML.
    expect(created.title.rendered).toBe('Test <b>vet</b> & zo');
    expect(created.author).toMatchObject({ firstName: 'Sanne', lastName: 'Visser' });

    const read = (await call(ctx.app, reader, `${WP}/nieuws/${created.id}`)).json() as ListedPost;
    expectNothingExecutable(read.content.rendered);
    expectNothingExecutable(read.excerpt.rendered);
    expect(read.excerpt.rendered).toMatch(
      /^<p>Hallo team, klik klik klik Rijksoverheid een twee drie Soort cel overlay/,
    );
  });

  it('sanitizes an excerpt that is sent along', async () => {
    const response = await create(editor, 'nieuws', {
      title: 'Met samenvatting',
      content: '<p>Inhoud</p>',
      excerpt: '<p>Kort <img src=x onerror="alert(1)"> verhaal<script>alert(2)</script></p>',
      status: 'publish',
    });
    const created = response.json() as ListedPost;
    expect(created.excerpt.rendered).toBe('<p>Kort  verhaal</p>');
  });

  it('sanitizes content written through the seed’s write path as well', async () => {
    const service = createContentService({
      repo: createContentRepository(ctx.database.db),
      files: createFileAccess(createFilesRepository(ctx.database.db)),
      links: new IntranetFileLinks('seed'),
      baseUrl: '',
      now: () => SEED_NOW,
    });
    const id = await service.create(
      postTypeConfig('kennisbank')!,
      { title: 'Geseed item', content: XSS_HTML, excerpt: '', status: 'publish' },
      null,
    );
    const read = (await call(ctx.app, reader, `${WP}/kennisbank/${id}`)).json() as ListedPost;
    expectNothingExecutable(read.content.rendered);
    expectMarkupKept(read.content.rendered);
  });

  it('counts a new item at once, although totals are cached', async () => {
    const before = await call(ctx.app, reader, `${WP}/bibliotheek?per_page=5`);
    const total = Number(before.headers['x-wp-total']);
    const response = await create(editor, 'bibliotheek', {
      title: 'Nieuw reglement',
      status: 'publish',
    });
    expect(response.statusCode).toBe(201);
    const after = await call(ctx.app, reader, `${WP}/bibliotheek?per_page=5`);
    expect(Number(after.headers['x-wp-total'])).toBe(total + 1);
  });

  it('lists a new item on a page that was just read (and cached) at once', async () => {
    const titles = async () =>
      ((await call(ctx.app, reader, `${WP}/bibliotheek?per_page=5`)).json() as ListedPost[]).map(
        (item) => item.title.rendered,
      );
    expect(await titles()).not.toContain('Nieuwe huisregels');
    const response = await create(editor, 'bibliotheek', {
      title: 'Nieuwe huisregels',
      status: 'publish',
    });
    expect(response.statusCode).toBe(201);
    expect((await titles())[0]).toBe('Nieuwe huisregels');
  });

  it('files a new item under its categories, with its files', async () => {
    const categories = (
      await call(ctx.app, reader, `${WP}/kennisbank_categorieen`)
    ).json() as Array<{
      id: number;
      count: number;
    }>;
    const category = categories[0]!;
    const existing = (
      await call(ctx.app, reader, `${WP}/kennisbank?kennisbank_categorieen=${category.id}`)
    ).json() as Array<{ acf: { bestanden: Array<{ file: { id: number } }> } }>;
    const fileId = existing[0]!.acf.bestanden[0]!.file.id;
    const response = await create(editor, 'kennisbank', {
      title: 'Nieuwe handleiding',
      content: '<p>Stap voor stap.</p>',
      status: 'publish',
      fields: { bestanden: [{ file: { id: fileId } }] },
      kennisbank_categorieen: [category.id],
    });
    expect(response.statusCode).toBe(201);
    const item = response.json() as ListedPost & {
      acf: { bestanden: Array<{ file: { id: number } }> };
    };
    expect(item.kennisbank_categorieen).toEqual([category.id]);
    expect(item.acf.bestanden[0]!.file.id).toBe(fileId);
    const recount = (
      await call(ctx.app, reader, `${WP}/kennisbank_categorieen/${category.id}`)
    ).json();
    expect(recount.count).toBe(category.count + 1);
  });

  it('creates drafts by default, as WordPress does', async () => {
    const response = await create(editor, 'nieuws', { title: 'Nog niet klaar' });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('draft');
    const listed = (
      await call(ctx.app, reader, `${WP}/nieuws?per_page=100`)
    ).json() as ListedPost[];
    expect(listed.some((item) => item.title.rendered === 'Nog niet klaar')).toBe(false);
  });

  it('refuses writers without the editor or administrator role with 403 rest_cannot_create', async () => {
    const response = await create(reader, 'nieuws', { title: 'Mag niet', status: 'publish' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('rest_cannot_create');
    const anonymous = await create(undefined, 'nieuws', { title: 'Mag niet' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses types that are not written through this route, and unknown types', async () => {
    expect((await create(editor, 'functies', { title: 'Nieuwe functie' })).json().code).toBe(
      'rest_cannot_create',
    );
    const unknown = await create(editor, 'vacatures', { title: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('rest_no_route');
  });

  it('refuses unknown fields, unknown categories, another section’s categories and unknown files', async () => {
    const unknownField = await create(editor, 'nieuws', { title: 'x', kleur: 'rood' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().data.params).toHaveProperty('kleur');
    const noTitle = await create(editor, 'nieuws', { content: '<p>x</p>' });
    expect(noTitle.statusCode).toBe(400);
    const unknownCategory = await create(editor, 'arbeidsvoorwaarden', {
      title: 'x',
      arbeidsvoorwaarden_categorieen: [999999],
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().data.details.arbeidsvoorwaarden_categorieen.code).toBe(
      'rest_invalid_term',
    );
    const otherSection = await create(editor, 'nieuws', {
      title: 'x',
      kennisbank_categorieen: [1],
    });
    expect(otherSection.statusCode).toBe(400);
    const unknownFile = await create(editor, 'bibliotheek', {
      title: 'x',
      fields: { bestanden: [{ name: 'Kwijt', file: { id: 999999 } }] },
    });
    expect(unknownFile.statusCode).toBe(422);
    expect(unknownFile.json().data.params.fields).toContain('999999');
  });
});
