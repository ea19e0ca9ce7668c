import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, outbox } from '../../src/db/schema.js';
import type { TestContext } from '../helpers/test-app.js';
import { INTRANET } from '../helpers/test-app.js';
import { call, type Session } from '../helpers/session.js';

/** Shared pieces of the Beheer "Mensen" tests (issue 13): real requests, real database. */

export const USERS = '/wp-json/wp/v2/users';
export const ACTIONS = '/wp-json/intranet/v1/users';
export const CHOSEN_PASSWORD = 'Nieuw-wachtwoord-72';

export const newPerson = (email: string, extra: Record<string, unknown> = {}) => ({
  voornaam: 'Nina',
  achternaam: 'Nieuw',
  email,
  roles: ['professional'],
  ...extra,
});

export const create = (app: FastifyInstance, session: Session | undefined, payload: unknown) =>
  call(app, session, { method: 'POST', url: USERS, payload: payload as Record<string, unknown> });

export const update = (
  app: FastifyInstance,
  session: Session | undefined,
  id: number,
  payload: unknown,
  method: 'POST' | 'PUT' | 'PATCH' = 'PATCH',
) =>
  call(app, session, {
    method,
    url: `${USERS}/${id}`,
    payload: payload as Record<string, unknown>,
  });

export const action = (
  app: FastifyInstance,
  session: Session | undefined,
  id: number,
  verb: 'deactivate' | 'reactivate' | 'set-password-link',
) => call(app, session, { method: 'POST', url: `${ACTIONS}/${id}/${verb}` });

/** The token of the newest mail to `to` (its set-password link), and the mail. */
export async function linkMailedTo(ctx: TestContext, to: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /#token=(\S+)/.exec(mail.bodyText)?.[1];
  if (!token) throw new Error(`no link in the mail to ${to}`);
  return { token, mail };
}

export const setPassword = (app: FastifyInstance, token: string, password = CHOSEN_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/wp-json/intranet/v1/set-password',
    headers: INTRANET,
    payload: { token, password },
  });

export const loginAs = (app: FastifyInstance, email: string, password = CHOSEN_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { username: email, password },
  });

/** A person as Beheer reads them (context=edit): the parts the tests look at. */
export interface PersonEdit {
  id: number;
  name: string;
  email: string;
  roles: string[];
  active: boolean;
  owned_by: Array<{ id: number; name: string }>;
  professionals: Array<{ id: number; name: string }>;
  acf: {
    functie: { ID: number } | null;
    dienstverband: { ID: number } | null;
    opdrachtgevers: Array<{ ID: number; post_title: string }>;
    urenmeter: number;
    urenmeter_enabled: boolean;
  };
}

/** How `session` (a people manager) reads person `id` in Beheer. */
export const personAs = async (ctx: TestContext, session: Session | undefined, id: number) =>
  (await call(ctx.app, session, `${USERS}/${id}?context=edit`)).json() as PersonEdit;

export const auditOf = (ctx: TestContext, id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(auditLog.id);
