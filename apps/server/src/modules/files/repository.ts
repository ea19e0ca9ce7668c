import { and, eq, exists, or, sql } from 'drizzle-orm';
import { EVERYONE_REVIEWER_ROLES, REVIEWER_ROLES } from '@portal/contract';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intArrayParam, intParam, textArrayParam } from '../../db/sql-params.js';
import { declarationRowAttachments, declarationRows, FILE_KINDS, files } from '../../db/schema.js';

export type FileRow = typeof files.$inferSelect;

export const fileAccessRowSchema = z.strictObject({
  id: z.number().int(),
  ownerId: z.number().int().nullable(),
  title: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  storageKey: z.string(),
  /** Amsterdam local time, as WordPress's `date`. */
  date: z.string(),
  /** Some user's profile picture: every colleague may see it (/public/view). */
  isPicture: z.boolean(),
  /** Whether this viewer may open it through /view. */
  visible: z.boolean(),
  /** The viewer is not deactivated: a signed link of one who is is dead. */
  viewerActive: z.boolean(),
});
export type FileAccessRow = z.output<typeof fileAccessRowSchema>;

export const fileReferenceRowSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(FILE_KINDS),
  ownerId: z.number().int().nullable(),
  /** The file is the writer's current public picture. */
  isWritersPicture: z.boolean(),
});
export type FileReferenceRow = z.output<typeof fileReferenceRowSchema>;

const lineReceiptForViewerSchema = z.strictObject({
  id: z.number().int(),
  mimeType: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  storageKey: z.string(),
  viewerActive: z.boolean(),
  mayView: z.boolean(),
});

export function createFilesRepository(db: Database) {
  return {
    async insert(input: typeof files.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(files).values(input).returning();
      return row!;
    },
    /**
     * A receipt that a declaration line still names (as its receipt or an attachment): the
     * receipt of a deleted line, or one replaced by another, is no longer found.
     */
    async findLineReceipt(id: number): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(
          and(
            eq(files.id, id),
            eq(files.kind, 'receipt'),
            or(
              exists(
                db
                  .select({ id: declarationRows.id })
                  .from(declarationRows)
                  .where(eq(declarationRows.receiptFileId, files.id)),
              ),
              exists(
                db
                  .select({ id: declarationRowAttachments.rowId })
                  .from(declarationRowAttachments)
                  .where(eq(declarationRowAttachments.fileId, files.id)),
              ),
            ),
          ),
        );
      return row;
    },

    /**
     * What a signed receipt link needs when it is served, in one statement (receipt links are
     * opened often): the receipt, if a line still names it (as findLineReceipt), whether the
     * link's viewer is still active, and whether they may still see it: the line's owner, or a
     * reviewer of its submitted month (administrator and beheerder everyone's, a medewerker the
     * professionals they own; the review detail's rule in rules/roles.ts).
     */
    async lineReceiptForViewer(id: number, viewerId: number) {
      const [row] = await queryRows(
        db,
        'files_line_receipt_for_viewer',
        lineReceiptForViewerSchema,
        sql`with line as (
              select r.user_id, m.status from declaration_rows r
                join declaration_months m on m.id = r.month_id
               where r.receipt_file_id = ${intParam(id)}
              union all
              select r.user_id, m.status from declaration_row_attachments a
                join declaration_rows r on r.id = a.row_id
                join declaration_months m on m.id = r.month_id
               where a.file_id = ${intParam(id)}),
            viewer as (select v.id, v.roles, v.deactivated_at from users v where v.id = ${intParam(viewerId)})
            select f.id, f.mime_type as "mimeType", f.size, f.original_name as "originalName",
                   f.storage_key as "storageKey",
                   exists (select 1 from viewer where deactivated_at is null) as "viewerActive",
                   exists (select 1 from line l, viewer v
                            where l.user_id = v.id
                               or (coalesce(l.status, '') <> ''
                                   and v.roles && ${textArrayParam([...REVIEWER_ROLES])}
                                   and (v.roles && ${textArrayParam([...EVERYONE_REVIEWER_ROLES])}
                                        or exists (select 1 from user_owners o
                                                    where o.professional_id = l.user_id
                                                      and o.consultant_id = v.id)))) as "mayView"
              from files f
             where f.id = ${intParam(id)} and f.kind = 'receipt' and exists (select 1 from line)`,
      );
      return row;
    },

    /**
     * The files among `ids` with whether `viewerId` may open them (docs/file-access.md): their
     * owner; everyone signed in for a colleague's picture, a content file attached to
     * published content or a logo of the site options; users with one of `editorRoles` also
     * for content files of unpublished content. A receipt is never anyone's but its owner's
     * here, whatever it is attached to (reviewers open receipts through signed receipt links).
     */
    /** The files among `ids` as a post written by `writerId` would name them. */
    referenceRows(ids: number[], writerId: number | null) {
      return queryRows(
        db,
        'files_reference',
        fileReferenceRowSchema,
        sql`select f.id, f.kind, f.owner_id as "ownerId",
             exists (select 1 from users u
                     where u.id = ${intParam(writerId ?? undefined)} and u.public_picture_id = f.id)
               as "isWritersPicture"
           from files f
           where f.id = any(${intArrayParam(ids)})`,
      );
    },

    accessRows(ids: number[], viewerId: number, editorRoles: readonly string[]) {
      const viewer = intParam(viewerId);
      return queryRows(
        db,
        'files_access',
        fileAccessRowSchema,
        sql`select f.id, f.owner_id as "ownerId", f.title, f.original_name as "originalName",
             f.mime_type as "mimeType", f.size, f.storage_key as "storageKey",
             to_char(f.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI:SS') as date,
             (f.kind <> 'receipt'
              and exists (select 1 from users u where u.public_picture_id = f.id)) as "isPicture",
             (f.owner_id is not distinct from ${viewer}
              or (f.kind <> 'receipt' and (
                exists (select 1 from users u where u.public_picture_id = f.id)
                or exists (select 1 from post_files pf join posts p on p.id = pf.post_id
                           where pf.file_id = f.id and p.status = 'publish' and p.type <> 'moodtrackers')
                or exists (select 1 from site_options o
                           where jsonb_path_exists(o.value, '$.direct_links[*].logo.id ? (@ == $id)',
                                                   jsonb_build_object('id', f.id)))
                or (exists (select 1 from post_files pf where pf.file_id = f.id)
                    and exists (select 1 from users v
                                where v.id = ${viewer} and v.roles && ${textArrayParam([...editorRoles])})))))
               as visible,
             exists (select 1 from users v where v.id = ${viewer} and v.deactivated_at is null)
               as "viewerActive"
           from files f
           where f.id = any(${intArrayParam(ids)})`,
      );
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
