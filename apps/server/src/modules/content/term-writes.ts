import {
  canEditContent,
  idSchema,
  type Taxonomy,
  type termCreateSchema,
  type termUpdateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { WpHttpError } from '../../http/errors.js';
import { invalidTermId } from '../../http/wp-errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { freeSlug, slugify } from './slug.js';
import type { TermWriteResult, TermWritesRepository } from './term-writes-repository.js';
import type { TermsService } from './terms.js';

type TermCreate = z.output<typeof termCreateSchema>;
type TermUpdate = z.output<typeof termUpdateSchema>;

function assertMay(viewer: AuthenticatedUser, code: string, message: string) {
  if (!canEditContent(viewer.roles)) throw new WpHttpError(403, code, message);
}

/** A write that did not happen, as WordPress answers it. */
function refusal(result: Exclude<TermWriteResult, { ok: true }>): WpHttpError {
  switch (result.reason) {
    case 'missing':
      return invalidTermId();
    case 'bad-parent':
      return new WpHttpError(400, 'rest_term_invalid', 'De bovenliggende categorie bestaat niet.');
    case 'name-taken':
      return new WpHttpError(
        400,
        'term_exists',
        'Er is al een categorie met deze naam op deze plaats.',
        { term_id: result.termId },
      );
    case 'slug-taken':
      return new WpHttpError(400, 'term_exists', 'Er is al een categorie met deze slug.', {
        term_id: result.termId,
      });
  }
}

/**
 * POST /wp/v2/{taxonomy}, POST|PUT|PATCH and DELETE /wp/v2/{taxonomy}/{id}: administrator and
 * editor; every instance reads the category lists and the posts' category ids afresh after.
 */
export function createTermWritesService(deps: {
  writes: TermWritesRepository;
  terms: TermsService;
  /** The posts' lists carry category ids and counts: forgotten after every category write. */
  changed: () => Promise<void>;
}) {
  const { writes, terms } = deps;

  async function newSlug(taxonomy: Taxonomy, name: string): Promise<string> {
    const base = slugify(name);
    return freeSlug(base, await writes.slugsLike(taxonomy, base));
  }

  async function answer(taxonomy: Taxonomy, result: TermWriteResult) {
    if (!result.ok) throw refusal(result);
    await deps.changed();
    return terms.get(taxonomy, result.id);
  }

  return {
    async create(taxonomy: Taxonomy, input: TermCreate, viewer: AuthenticatedUser) {
      assertMay(viewer, 'rest_cannot_create', 'Je mag geen categorieën toevoegen.');
      const values = {
        name: input.name,
        slug: input.slug ?? (await newSlug(taxonomy, input.name)),
        description: input.description,
        parent: input.parent,
      };
      const result = await writes.insertTerm(taxonomy, values, {
        actorId: viewer.id,
        action: 'term.create',
      });
      return answer(taxonomy, result);
    },

    async update(taxonomy: Taxonomy, id: number, input: TermUpdate, viewer: AuthenticatedUser) {
      assertMay(viewer, 'rest_cannot_update', 'Je mag deze categorie niet wijzigen.');
      if (!idSchema.safeParse(id).success) throw invalidTermId();
      const result = await writes.updateTerm(
        taxonomy,
        id,
        async (stored) => ({
          name: input.name ?? stored.name,
          slug: input.slug ?? stored.slug,
          description: input.description ?? stored.description,
          parent: input.parent ?? stored.parent,
        }),
        { actorId: viewer.id, action: 'term.update' },
      );
      return answer(taxonomy, result);
    },

    /** Categories have no trash: without force 501, as WordPress. */
    async remove(taxonomy: Taxonomy, id: number, force: boolean, viewer: AuthenticatedUser) {
      assertMay(viewer, 'rest_cannot_delete', 'Je mag deze categorie niet verwijderen.');
      if (!idSchema.safeParse(id).success) throw invalidTermId();
      const previous = await terms.get(taxonomy, id);
      if (!force) {
        throw new WpHttpError(
          501,
          'rest_trash_not_supported',
          "Categorieën hebben geen prullenbak; verwijder met 'force=true'.",
        );
      }
      const deleted = await writes.deleteTerm(taxonomy, id, {
        actorId: viewer.id,
        action: 'term.delete',
      });
      if (!deleted) throw invalidTermId();
      await deps.changed();
      return { deleted: true as const, previous };
    },
  };
}

export type TermWritesService = ReturnType<typeof createTermWritesService>;
