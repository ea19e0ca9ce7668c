// Rows of the authorization matrix: media uploads and search (issue 12).
import { searchContent, updateMedia, uploadMedia } from '@portal/contract/endpoints/media-search';
import { createFile, storageOf } from '../factories/index.js';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import { multipartBody } from '../declarations/declarations-helpers.js';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import { editorsOnly, get, path, plain, signedIn, type MatrixRow } from './matrix-expect.js';

/** The content writers, and the beheerder for an opdrachtgever's logo (issue 13). */
const uploaders = (ok: number, others: number) =>
  signedIn(others, { administrator: ok, editor: ok, beheerder: ok });

const mediaForm = (bytes: Buffer, filename: string) => {
  const { payload, headers } = multipartBody({ title: 'Matrix' }, [
    { field: 'file', filename, contentType: 'application/pdf', bytes },
  ]);
  return { method: 'POST' as const, url: uploadMedia.path, payload, headers };
};

/** A new content file (of `owner`, or nobody's) whose alt text each cell changes. */
const altTextRow = (
  what: string,
  expect: MatrixRow['expect'],
  owner: (m: MatrixContext, actor: Actor) => number | null,
): MatrixRow => ({
  endpoint: updateMedia,
  what,
  expect,
  async send(m, actor) {
    const file = await createFile(m.ctx.database.db, storageOf(m.ctx), {
      ownerId: owner(m, actor),
    });
    return m.send(actor, {
      method: 'POST',
      url: path(updateMedia, { id: file.id }),
      payload: { alt_text: 'Matrix' },
    });
  },
});

export const mediaSearchRows: MatrixRow[] = [
  altTextRow('a new alt text of an editor’s file', editorsOnly(200, 403), () => null),
  altTextRow('a new alt text of the actor’s own upload', uploaders(200, 403), (m, actor) =>
    actor === 'anonymous' ? null : m.data.people[actor].id,
  ),
  plain(uploadMedia, 'a PDF', uploaders(201, 403), () =>
    mediaForm(makeTextPdf(['Matrix']), 'matrix.pdf'),
  ),
  plain(uploadMedia, 'an executable named .pdf', uploaders(415, 403), () =>
    mediaForm(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'matrix.pdf'),
  ),
  plain(
    searchContent,
    'the knowledge base (published only, for everyone)',
    signedIn(200),
    () => get(`${searchContent.path}?search=kennisbank&per_page=50`),
    {
      check(body, _actor, m) {
        const ids = (body as Array<{ id: number }>).map((result) => result.id);
        if (ids.includes(m.data.posts.draft.kennisbank!)) return 'finds a draft';
        if (!ids.includes(m.data.posts.published.kennisbank!)) return 'misses the published item';
        return undefined;
      },
    },
  ),
  plain(searchContent, 'an empty search', signedIn(400), () =>
    get(`${searchContent.path}?search=`),
  ),
];
