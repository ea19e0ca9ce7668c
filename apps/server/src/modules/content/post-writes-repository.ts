import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { postFiles, posts, postTerms } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';

/** Who writes and how the audit log names it (post.create, post.update...). */
export interface AuditOf {
  actorId: number | null;
  action: string;
}

/** A scheduled post that came out. */
export interface PublishedPost {
  id: number;
  type: string;
  title: string;
  authorId: number | null;
}

export interface PostRelations {
  termIds?: number[];
  fileIds?: number[];
}

/**
 * A post as the audit log keeps it: its stored columns with its category and file ids, read in
 * the transaction that changes it. Not its search vectors (migration 0012): derived from the
 * rest, as big as the text of every attached PDF, and the log keeps every row for ever.
 */
export async function postSnapshot(tx: Transaction, id: number): Promise<unknown> {
  const result = await tx.execute(sql`
    select (to_jsonb(p) - 'search_vector' - 'search_rank_vector') || jsonb_build_object(
      'term_ids', coalesce((select jsonb_agg(pt.term_id order by pt.term_id)
                            from post_terms pt where pt.post_id = p.id), '[]'::jsonb),
      'file_ids', coalesce((select jsonb_agg(pf.file_id order by pf.file_id)
                            from post_files pf where pf.post_id = p.id), '[]'::jsonb)
    ) as snapshot
    from posts p where p.id = ${id} for update`);
  return (result.rows[0] as { snapshot?: unknown } | undefined)?.snapshot;
}

/** Links a post to these categories and files. */
export async function insertRelations(tx: Transaction, id: number, relations: PostRelations) {
  if (relations.termIds?.length) {
    await tx.insert(postTerms).values(relations.termIds.map((termId) => ({ postId: id, termId })));
  }
  if (relations.fileIds?.length) {
    await tx
      .insert(postFiles)
      .values([...new Set(relations.fileIds)].map((fileId) => ({ postId: id, fileId })));
  }
}

/** Replaces a post's categories and file links by these (each only when given). */
async function replaceRelations(tx: Transaction, id: number, relations: PostRelations) {
  if (relations.termIds) await tx.delete(postTerms).where(eq(postTerms.postId, id));
  if (relations.fileIds) await tx.delete(postFiles).where(eq(postFiles.postId, id));
  await insertRelations(tx, id, relations);
}

/** Update, trash, delete and scheduled publication of posts, each with its audit row. */
export function createPostWritesRepository(db: Database) {
  /** Runs `change` on the post (locked) when it is of `type`; false when there is none. */
  function withPost(
    type: string,
    id: number,
    change: (tx: Transaction, before: unknown) => Promise<unknown>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.type, type)))
        .for('update');
      if (!found) return false;
      const before = await postSnapshot(tx, id);
      await change(tx, before);
      return true;
    });
  }

  return {
    /**
     * Changes the columns given and the relations given; false when there is no such post.
     * `within` runs in the same transaction with the status the post had (news coming out).
     */
    updatePost(
      type: string,
      id: number,
      values: Partial<typeof posts.$inferInsert>,
      relations: PostRelations,
      audit: AuditOf,
      within?: (tx: Transaction, previousStatus: string) => Promise<void>,
    ): Promise<boolean> {
      return withPost(type, id, async (tx, before) => {
        if (Object.keys(values).length) {
          await tx.update(posts).set(values).where(eq(posts.id, id));
        }
        await replaceRelations(tx, id, relations);
        const after = await postSnapshot(tx, id);
        await recordAudit(tx, { ...audit, entityKind: 'post', entityId: id, before, after });
        await within?.(tx, (before as { status?: string } | undefined)?.status ?? '');
      });
    },

    /** Deletes a post for good (its category and file links go with it). */
    deletePost(type: string, id: number, audit: AuditOf): Promise<boolean> {
      return withPost(type, id, async (tx, before) => {
        await tx.delete(posts).where(eq(posts.id, id));
        await recordAudit(tx, { ...audit, entityKind: 'post', entityId: id, before, after: null });
      });
    },

    /**
     * Publishes every scheduled post whose time has come: one statement, so two instances
     * running it at once publish each post once. Answers the ids published. `within` runs in
     * the same transaction with the posts published (news tells everyone).
     */
    async publishDue(
      now: Date,
      within?: (tx: Transaction, published: PublishedPost[]) => Promise<void>,
    ): Promise<number[]> {
      return db.transaction(async (tx) => {
        const published = await tx
          .update(posts)
          .set({ status: 'publish' })
          .where(and(eq(posts.status, 'future'), sql`${posts.createdAt} <= ${now}`))
          .returning({
            id: posts.id,
            type: posts.type,
            title: posts.title,
            authorId: posts.authorId,
          });
        for (const { id } of published) {
          await recordAudit(tx, {
            actorId: null,
            action: 'post.publish-scheduled',
            entityKind: 'post',
            entityId: id,
            before: { status: 'future' },
            after: { status: 'publish' },
          });
        }
        await within?.(tx, published);
        return published.map((row) => row.id);
      });
    },
  };
}

export type PostWritesRepository = ReturnType<typeof createPostWritesRepository>;
