import {
  idSchema,
  managesPeople,
  type Colleague,
  type ColleagueEdit,
  type UserItemQuery,
  type UserListQuery,
} from '@portal/contract';
import { listUsers } from '@portal/contract/endpoints/users';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { WpHttpError } from '../../http/errors.js';
import { compileSerializer } from '../../http/schema-compilers.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { presentCard, presentEdit } from './presenter.js';
import type { UserFilters, UserPaging, UsersRepository } from './repository.js';

/** WordPress's own answers (anchors: err-401-users-edit-context.json). */
const invalidUserId = () => new WpHttpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
const forbiddenContext = () =>
  new WpHttpError(403, 'rest_forbidden_context', 'Sorry, you are not allowed to edit users.');
const forbiddenOrderby = () =>
  new WpHttpError(
    403,
    'rest_forbidden_orderby',
    'Sorry, you are not allowed to order users by this parameter.',
  );

/**
 * A page of public cards as the bytes of its JSON, written once by the list's response schema
 * (a 100-card page is some 48 kB: encoded once, not on every request).
 */
interface CardPage {
  total: number;
  json: Buffer;
}

export type UserPage =
  | { total: number; totalPages: number; page: number; json: Buffer }
  | { total: number; totalPages: number; page: number; items: ColleagueEdit[] };

/** One user: the public card, or with context=edit the card with the private fields. */
export type UserAnswer = { card: Colleague } | { edit: ColleagueEdit };

export function createUsersService(deps: {
  repo: UsersRepository;
  baseUrl: string;
  /** Tells the other instances that cards changed; alone (the seed), leave it out. */
  invalidation?: InvalidationBus;
}) {
  const { repo, baseUrl } = deps;
  // The public directory is the same for everyone, so a page is kept as the JSON it is sent
  // as, and the order of a whole list as its ids (a page of it is a slice): 2 s per exact
  // query, 3 s longer while one request refreshes it. A change of a card through the portal
  // clears both on every instance before that change answers (changed()).
  const bus = deps.invalidation ?? localOnlyBus;
  const kept = { ttlMs: 2_000, staleMs: 3_000 };
  const pages = new SharedCache<string, CardPage>('users-pages', bus, { max: 1_000, ...kept });
  // 10,000 users are some 80 kB of ids per list; a few hundred lists at most.
  const orders = new SharedCache<string, number[]>('users-orders', bus, { max: 200, ...kept });
  const writeCards = compileSerializer(listUsers.success.schema);

  function filtersOf(query: UserListQuery): UserFilters {
    // Deactivated people are Beheer's only (context=edit); the directory lists the active.
    const active = query.context === 'edit' ? (query.active ?? 'true') : 'true';
    // The same set of roles or ids in another order is the same query (one cache entry).
    const sorted = <T>(values: T[] | undefined) =>
      values?.length ? [...new Set(values)].sort() : undefined;
    return {
      roles: sorted(query.roles),
      include: query.include,
      exclude: sorted(query.exclude),
      search: query.search || undefined,
      functie: sorted(query.acf_functie),
      opdrachtgevers: sorted(query.acf_opdrachtgevers),
      // Who is whose consultant is Beheer's filter.
      ownedBy: query.context === 'edit' ? sorted(query.owned_by) : undefined,
      active,
    };
  }

  return {
    /** GET /wp/v2/users: a page of cards (context=edit: with the private fields). */
    async list(query: UserListQuery, viewer: AuthenticatedUser): Promise<UserPage> {
      const manager = managesPeople(viewer.roles);
      if (query.context === 'edit' && !manager) throw forbiddenContext();
      // Sorting by an address tells something about it; WordPress keeps it to list_users.
      if (query.orderby === 'email' && !manager) throw forbiddenOrderby();
      const filters = filtersOf(query);
      const paging: UserPaging = {
        page: query.page,
        perPage: query.per_page,
        orderby: query.orderby,
        order: query.order,
      };
      const counted = (total: number) => ({
        total,
        totalPages: Math.ceil(total / paging.perPage),
        page: paging.page,
      });
      const idsKey = JSON.stringify([filters, paging.orderby, paging.order]);
      const slice = async () => {
        const ids = await orders.get(idsKey, () =>
          repo.orderedIds(filters, paging.orderby, paging.order),
        );
        const offset = (paging.page - 1) * paging.perPage;
        return { total: ids.length, ids: ids.slice(offset, offset + paging.perPage) };
      };
      if (query.context === 'edit') {
        const { total, ids } = await slice();
        const rows = await repo.byIds('edit', ids);
        return { ...counted(total), items: rows.map((row) => presentEdit(row, baseUrl)) };
      }
      const { total, json } = await pages.get(JSON.stringify([idsKey, paging]), async () => {
        const { total, ids } = await slice();
        const cards = (await repo.byIds('card', ids)).map((row) => presentCard(row, baseUrl));
        return { total, json: Buffer.from(writeCards(cards)) };
      });
      return { ...counted(total), json };
    },

    /** GET /wp/v2/users/{id} and /me: a card; context=edit for oneself and people managers. */
    async get(id: number, query: UserItemQuery, viewer: AuthenticatedUser): Promise<UserAnswer> {
      if (!idSchema.safeParse(id).success) throw invalidUserId();
      if (query.context !== 'edit') {
        const row = await repo.find('card', id);
        if (!row) throw invalidUserId();
        return { card: presentCard(row, baseUrl) };
      }
      const row = await repo.find('edit', id);
      if (!row) throw invalidUserId();
      if (id !== viewer.id && !managesPeople(viewer.roles)) throw forbiddenContext();
      return { edit: presentEdit(row, baseUrl) };
    },

    /** A card changed (profile, picture): every instance forgets the directory's pages. */
    changed: async () => {
      await Promise.all([orders.clear(), pages.clear()]);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
