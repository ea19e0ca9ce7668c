// Rows of the authorization matrix: mood answers, options, content, categories, files, docs.
import { EDITABLE_POST_TYPES } from '@portal/contract';
import { getApiReference, getOpenApiDocument } from '@portal/contract/endpoints/api-docs';
import { categoryEndpoints, contentEndpoints } from '@portal/contract/endpoints/content';
import { getFile, listFiles, viewFile, viewPublicFile } from '@portal/contract/endpoints/files';
import { changeMoodtracker, createMoodtracker } from '@portal/contract/endpoints/mood';
import { sql } from 'drizzle-orm';
import { getOptions } from '@portal/contract/endpoints/options';
import type { MatrixContext } from './authorization-fixture.js';
import {
  signedIn,
  everyone,
  ownerOnly,
  editorsOnly,
  contentReaders,
  get,
  post,
  path,
  plain,
  idOf,
  type Expect,
  type MatrixRow,
} from './matrix-expect.js';

const patch = (url: string, payload: unknown) => ({
  ...post(url, payload),
  method: 'PATCH' as const,
});

export const moodRows: MatrixRow[] = [
  // First: the owner answers this week; the next row then finds the owner's week answered.
  plain(
    createMoodtracker,
    'an answer for the owner (fields.user = the owner)',
    ownerOnly(201, 403),
    (m) => post(createMoodtracker.path, { fields: { user: m.data.people.owner.id, mood: 2 } }),
  ),
  plain(createMoodtracker, 'an answer for oneself', signedIn(201, { owner: 422 }), (m, actor) =>
    post(createMoodtracker.path, { fields: { user: idOf(m, actor), mood: 1 } }),
  ),
  // Issue 25 item 6: the owner's answer of this week (the first row's) changed; last week's is over.
  {
    endpoint: changeMoodtracker,
    what: 'the owner’s answer of this week',
    expect: ownerOnly(200, 403),
    async send(m, actor) {
      const { rows } = await m.ctx.database.db.execute(
        sql`select post_id as id from mood_checkins
            where user_id = ${m.data.people.owner.id} and week_start = '2026-11-02'`,
      );
      const id = Number((rows[0] as { id?: number } | undefined)?.id);
      if (!id) throw new Error('the owner has no answer this week');
      return m.send(actor, patch(path(changeMoodtracker, { id }), { fields: { mood: 4 } }));
    },
  },
  plain(changeMoodtracker, 'the owner’s answer of last week', ownerOnly(422, 403), (m) =>
    patch(path(changeMoodtracker, { id: m.data.ownerMood }), { fields: { mood: 1 } }),
  ),
  plain(
    contentEndpoints.moodtrackers.list,
    'the answers (the owner’s to the owner, their consultant, administrators and beheerders)',
    signedIn(200),
    () => get(`${contentEndpoints.moodtrackers.list.path}?per_page=100`),
    {
      check(body, actor, m) {
        const sees = (body as Array<{ id: number }>).some((item) => item.id === m.data.ownerMood);
        const should = ['owner', 'medewerker', 'administrator', 'beheerder'].includes(actor);
        return sees === should
          ? undefined
          : sees
            ? 'shows the owner’s answer'
            : 'misses the owner’s answer';
      },
    },
  ),
  plain(
    contentEndpoints.moodtrackers.get,
    'the owner’s answer',
    signedIn(404, { owner: 200, medewerker: 200, administrator: 200, beheerder: 200 }),
    (m) => get(path(contentEndpoints.moodtrackers.get, { id: m.data.ownerMood })),
  ),
];

export const optionsRows: MatrixRow[] = [
  plain(getOptions, 'intranet', signedIn(200), () => get(path(getOptions, { name: 'intranet' }))),
  plain(getOptions, 'an unknown page', signedIn(404), () =>
    get(path(getOptions, { name: 'geheim' })),
  ),
];

export const contentRows: MatrixRow[] = Object.entries(contentEndpoints).flatMap(
  ([type, endpoints]) => {
    const rows: MatrixRow[] = [];
    if (type !== 'moodtrackers') {
      rows.push(
        plain(endpoints.list, 'published items', signedIn(200), () => get(endpoints.list.path)),
        plain(endpoints.list, 'drafts', contentReaders(200, 400), () =>
          get(`${endpoints.list.path}?status=draft`),
        ),
        plain(endpoints.list, 'the stored text (context=edit)', contentReaders(200, 403), () =>
          get(`${endpoints.list.path}?context=edit`),
        ),
        plain(endpoints.get, 'a published item', signedIn(200), (m) =>
          get(path(endpoints.get, { id: m.data.posts.published[type] })),
        ),
        plain(endpoints.get, 'a draft', contentReaders(200, 404), (m) =>
          get(path(endpoints.get, { id: m.data.posts.draft[type] })),
        ),
        plain(endpoints.get, 'a planned item', contentReaders(200, 404), (m) =>
          get(path(endpoints.get, { id: m.data.posts.future[type] })),
        ),
        plain(endpoints.get, 'an item in the bin', contentReaders(200, 404), (m) =>
          get(path(endpoints.get, { id: m.data.posts.trash[type] })),
        ),
        plain(
          endpoints.get,
          'a draft’s stored text (context=edit)',
          contentReaders(200, 403),
          (m) => get(`${path(endpoints.get, { id: m.data.posts.draft[type] })}?context=edit`),
        ),
      );
    }
    if ('create' in endpoints) {
      const editable = (EDITABLE_POST_TYPES as readonly string[]).includes(type);
      const create = (bestanden?: number) => () =>
        post(endpoints.create.path, {
          title: `Matrix ${type}`,
          status: 'publish',
          ...(bestanden ? { fields: { bestanden: [{ file: { id: bestanden } }] } } : {}),
        });
      rows.push(
        plain(
          endpoints.create,
          'a new item',
          editable ? editorsOnly(201, 403) : signedIn(403),
          create(),
        ),
      );
      if (type === 'kennisbank') {
        rows.push(
          plain(endpoints.create, 'with a content file attached', editorsOnly(201, 403), (m) =>
            create(m.data.files.content)(),
          ),
          // Fresh files per cell: an attachment that gets through publishes that file.
          {
            endpoint: endpoints.create,
            what: 'with a receipt of the owner attached',
            expect: editorsOnly(422, 403),
            send: async (m, actor) =>
              m.send(actor, create((await m.freshOwnerReceiptLine()).receipt)()),
          },
          {
            endpoint: endpoints.create,
            what: 'with a private file of the owner attached',
            expect: editorsOnly(422, 403),
            send: async (m, actor) => m.send(actor, create(await m.freshOwnerFile())()),
          },
        );
      }
    }
    return rows;
  },
);

export const categoryRows: MatrixRow[] = Object.entries(categoryEndpoints).flatMap(
  ([taxonomy, endpoints]) => [
    plain(endpoints.list, 'the categories', signedIn(200), () => get(endpoints.list.path)),
    plain(endpoints.get, 'a category', signedIn(200), (m) =>
      get(path(endpoints.get, { id: m.data.terms[taxonomy] })),
    ),
  ],
);

type FileName = 'private' | 'content' | 'draft' | 'picture' | 'receipt';
const fileId = (m: MatrixContext, name: FileName) =>
  name === 'receipt' ? m.data.receipt : m.data.files[name];
/** Who sees a file, by what it is: SPEC "Files" in docs/product-rules.md. */
const FILE_EXPECT: Record<FileName, Expect> = {
  private: ownerOnly(200, 404),
  receipt: ownerOnly(200, 404),
  content: signedIn(200),
  draft: contentReaders(200, 404),
  picture: signedIn(200),
};

export const fileRows: MatrixRow[] = [
  plain(
    listFiles,
    'every kind of file (each caller sees only theirs)',
    signedIn(200),
    (m) =>
      get(
        `${listFiles.path}?include=${(['private', 'content', 'draft', 'picture', 'receipt'] as const).map((n) => fileId(m, n)).join(',')}`,
      ),
    {
      check(body, actor, m) {
        const listed = new Set((body as Array<{ id: number }>).map((file) => file.id));
        for (const name of ['private', 'content', 'draft', 'picture', 'receipt'] as const) {
          const cell = FILE_EXPECT[name][actor];
          if (listed.has(fileId(m, name)) !== (cell === 200))
            return `${name}: listed ${listed.has(fileId(m, name))}`;
        }
        return undefined;
      },
    },
  ),
  ...(['private', 'receipt', 'content', 'draft', 'picture'] as const).flatMap((name) => [
    plain(getFile, `a ${name} file`, FILE_EXPECT[name], (m) =>
      get(path(getFile, { id: fileId(m, name) })),
    ),
    plain(viewFile, `the bytes of a ${name} file`, FILE_EXPECT[name], (m) =>
      get(path(viewFile, { id: fileId(m, name) })),
    ),
  ]),
  {
    endpoint: viewFile,
    what: 'the owner’s private file through the owner’s signed link, without a bearer',
    expect: everyone(200),
    async send(m, actor) {
      const data = await m.send('owner', get(path(getFile, { id: m.data.files.private })));
      const link = (data.json() as { source_url: string }).source_url;
      return m.send(
        actor,
        get(new URL(link, 'http://localhost').pathname + new URL(link, 'http://localhost').search),
        { bearer: false },
      );
    },
  },
  plain(viewPublicFile, 'a profile picture', signedIn(200), (m) =>
    get(path(viewPublicFile, { id: m.data.files.picture })),
  ),
  plain(viewPublicFile, 'the owner’s private file', signedIn(404), (m) =>
    get(path(viewPublicFile, { id: m.data.files.private })),
  ),
];

export const docRows: MatrixRow[] = [
  plain(getOpenApiDocument, 'the document', everyone(200), () => get(getOpenApiDocument.path)),
  plain(getApiReference, 'the reference page', everyone(200), () => get(getApiReference.path)),
];
