// Rows of the authorization matrix: media uploads and search (issue 12).
import { searchContent, uploadMedia } from '@portal/contract/endpoints/media-search';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import { multipartBody } from '../declarations/declarations-helpers.js';
import { get, plain, signedIn, type MatrixRow } from './matrix-expect.js';

/** The content writers, and the beheerder for an opdrachtgever's logo (issue 13). */
const uploaders = (ok: number, others: number) =>
  signedIn(others, { administrator: ok, editor: ok, beheerder: ok });

const mediaForm = (bytes: Buffer, filename: string) => {
  const { payload, headers } = multipartBody({ title: 'Matrix' }, [
    { field: 'file', filename, contentType: 'application/pdf', bytes },
  ]);
  return { method: 'POST' as const, url: uploadMedia.path, payload, headers };
};

export const mediaSearchRows: MatrixRow[] = [
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
