import { idSchema, type Taxonomy, type Term, type TermListQuery } from '@portal/contract';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { shareAnswer } from '../../cache/shared-answer.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { invalidTermId } from '../../http/wp-errors.js';
import { pageCount } from '../../http/wp-pagination.js';
import { presentTerm } from './term-presenter.js';
import type { TermsRepository } from './terms-repository.js';

type TermPage = Readonly<{ items: Term[]; total: number; totalPages: number; page: number }>;

/**
 * The category lists (handbook, knowledge base, library filters) are the same for every reader
 * and change only with a content write (a category's count) or a category's own edit: a page
 * is kept per query and every instance forgets them all (`forget`) before such a write
 * answers. The time-to-live bounds how long an edit made outside the app stays unseen.
 */
const TERM_PAGES = { max: 500, ttlMs: 30_000 };

/** GET /wp/v2/{taxonomy} and /wp/v2/{taxonomy}/{id}. */
export function createTermsService(deps: {
  repo: TermsRepository;
  baseUrl: string;
  invalidation?: InvalidationBus;
}) {
  const { repo, baseUrl } = deps;
  const pages = new SharedCache<string, TermPage>(
    'content-terms',
    deps.invalidation ?? localOnlyBus,
    TERM_PAGES,
  );

  async function readPage(taxonomy: Taxonomy, query: TermListQuery): Promise<TermPage> {
    const [rows, total] = await Promise.all([
      repo.page(taxonomy, query, query),
      repo.count(taxonomy, query),
    ]);
    return {
      // Nothing in a category depends on the reader: one frozen answer, its JSON written once.
      items: shareAnswer(rows.map((row) => presentTerm(row, baseUrl))),
      total,
      totalPages: pageCount(total, query.per_page, query.page),
      page: query.page,
    };
  }

  return {
    list(taxonomy: Taxonomy, query: TermListQuery): Promise<TermPage> {
      const key = `${taxonomy}:${JSON.stringify(query)}`;
      return pages.get(key, () => readPage(taxonomy, query));
    },

    /** After a write to posts or categories: every instance reads the lists afresh. */
    forget: () => pages.clear(),

    async get(taxonomy: Taxonomy, id: number) {
      // No category has an id outside PostgreSQL's integer (the path takes up to 12 digits).
      const row = idSchema.safeParse(id).success ? await repo.find(taxonomy, id) : undefined;
      if (!row) throw invalidTermId();
      return presentTerm(row, baseUrl);
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
