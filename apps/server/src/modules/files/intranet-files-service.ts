import { idSchema } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { forbidden } from '../../http/errors.js';
import { invalidFileId } from '../../http/wp-errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { FileAccess, FileAccessRow } from './access.js';
import type { IntranetFileLinks } from './file-links.js';
import { presentFile } from './presenter.js';
import { sendStoredFile, type SendFileOptions } from './send-file.js';
import type { FileStorage } from './storage.js';

/** Who asks for a file's bytes: the bearer's user, or the query of a signed link. */
export interface ByteCaller {
  user: AuthenticatedUser | undefined;
  link: { viewer?: number; expires?: number; signature?: string };
}

/**
 * /intranet/v1/files: the data of files a user may see, and their bytes through /view (files
 * the user may see) and /public/view (colleagues' pictures only). Who may see what is
 * decided by access.ts; a file someone may not see is answered as one that does not exist.
 */
export function createIntranetFilesService(deps: {
  access: FileAccess;
  storage: FileStorage;
  links: IntranetFileLinks;
}) {
  const { access, links } = deps;

  async function rowOf(id: number, viewerId: number): Promise<FileAccessRow | undefined> {
    // No file has an id outside PostgreSQL's integer (the path takes up to 12 digits).
    if (!idSchema.safeParse(id).success) return undefined;
    const [row] = await access.check([id], viewerId);
    return row;
  }

  const invalidLink = () => forbidden('Deze link is ongeldig of verlopen. Open de pagina opnieuw.');

  /** A signed link opens the file for the viewer it was made for; without one, the bearer. */
  function viewerOf(fileId: number, caller: ByteCaller): number {
    const { viewer, expires, signature } = caller.link;
    if (signature === undefined && caller.user) return caller.user.id;
    if (
      viewer === undefined ||
      expires === undefined ||
      signature === undefined ||
      !links.verify(fileId, viewer, expires, signature)
    ) {
      throw invalidLink();
    }
    return viewer;
  }

  return {
    /** The files among `ids` the viewer may see, in the order of `ids`. */
    async list(ids: number[], viewerId: number) {
      const rows = await access.check([...new Set(ids)], viewerId);
      return rows
        .filter((row) => row.visible)
        .map((row) => presentFile(row, links.view(row.id, viewerId)));
    },

    async get(id: number, viewerId: number) {
      const row = await rowOf(id, viewerId);
      if (!row?.visible) throw invalidFileId();
      return presentFile(row, links.view(row.id, viewerId));
    },

    /** /view streams a file the caller may see; /public/view only someone's profile picture. */
    async send(
      reply: FastifyReply,
      route: 'view' | 'public',
      id: number,
      caller: ByteCaller,
      ranges: NonNullable<SendFileOptions['ranges']>,
    ) {
      const row = await rowOf(id, viewerOf(id, caller));
      // Checked again on every serve: a deactivated viewer's link is dead (a bearer caller is
      // always active), one who may no longer see the file gets the 404 below.
      if (row && !row.viewerActive) throw invalidLink();
      if (!(route === 'view' ? row?.visible : row?.isPicture)) throw invalidFileId();
      return sendStoredFile(reply, deps.storage, row!, { ranges, immutable: route === 'public' });
    },
  };
}

export type IntranetFilesService = ReturnType<typeof createIntranetFilesService>;
