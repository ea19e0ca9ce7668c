import { CONTENT_EDITOR_ROLES } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { runPrepared } from '../content/prepared-query.js';

export interface FileAccessRow {
  id: number;
  ownerId: number | null;
  title: string;
  originalName: string;
  mimeType: string;
  size: number;
  storageKey: string;
  /** Amsterdam local time, as WordPress's `date`. */
  date: string;
  /** Some user's profile picture: every colleague may see it (/public/view). */
  isPicture: boolean;
  /** Whether this viewer may open it through /view. */
  visible: boolean;
}

/**
 * Who may open a file: its owner; everyone signed in for a colleague's picture, a file
 * attached to published content or a logo of the site options; administrators and editors
 * also for files of unpublished content.
 */
const ACCESS_SQL = `
  select f.id, f.owner_id as "ownerId", f.title, f.original_name as "originalName",
         f.mime_type as "mimeType", f.size, f.storage_key as "storageKey",
         to_char(f.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI:SS') as date,
         exists (select 1 from users u where u.public_picture_id = f.id) as "isPicture",
         (f.owner_id is not distinct from $2::int
          or exists (select 1 from users u where u.public_picture_id = f.id)
          or exists (select 1 from post_files pf join posts p on p.id = pf.post_id
                     where pf.file_id = f.id and p.status = 'publish' and p.type <> 'moodtrackers')
          or exists (select 1 from site_options o
                     where jsonb_path_exists(o.value, '$.direct_links[*].logo.id ? (@ == $id)',
                                             jsonb_build_object('id', f.id)))
          or (exists (select 1 from post_files pf where pf.file_id = f.id)
              and exists (select 1 from users v where v.id = $2::int and v.roles && $3::text[])))
           as visible
  from files f
  where f.id = any($1::int[])`;

export function createFileAccess(db: Database) {
  return {
    /** The files among `ids` with whether `viewerId` may see them, in the order of `ids`. */
    async check(ids: number[], viewerId: number): Promise<FileAccessRow[]> {
      if (ids.length === 0) return [];
      const rows = await runPrepared<FileAccessRow>(db, ACCESS_SQL, [
        ids,
        viewerId,
        CONTENT_EDITOR_ROLES,
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type FileAccess = ReturnType<typeof createFileAccess>;
