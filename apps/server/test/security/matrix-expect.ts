// The vocabulary of the authorization matrix: expected statuses per actor and request helpers.
import { fillPath, type EndpointShape } from '@portal/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import {
  ACTORS,
  type Actor,
  type MatrixContext,
  type SignedInActor,
} from './authorization-fixture.js';

export type Status = number | readonly number[];
export type Expect = Record<Actor, Status>;

export interface MatrixRow {
  endpoint: EndpointShape;
  what: string;
  expect: Expect;
  send(m: MatrixContext, actor: Actor): Promise<LightMyRequestResponse>;
  /** A problem with a 2xx answer (someone else's data in it), or undefined. */
  check?(body: unknown, actor: Actor, m: MatrixContext): string | undefined;
}

export const SIGNED_IN = ACTORS.filter((actor): actor is SignedInActor => actor !== 'anonymous');

/** Anonymous gets 401, every signed-in actor `status`, except the overrides. */
export const signedIn = (status: Status, overrides: Partial<Expect> = {}): Expect =>
  ({
    anonymous: 401,
    ...Object.fromEntries(SIGNED_IN.map((actor) => [actor, status])),
    ...overrides,
  }) as Expect;
export const everyone = (status: Status): Expect => signedIn(status, { anonymous: status });
export const ownerOnly = (ok: Status, others: Status) => signedIn(others, { owner: ok });
export const editorsOnly = (ok: Status, others: Status) =>
  signedIn(others, { administrator: ok, editor: ok });
/** Beheer's reading (drafts, context=edit): administrator, editor and beheerder. */
export const contentReaders = (ok: Status, others: Status) =>
  signedIn(others, { administrator: ok, editor: ok, beheerder: ok });
/** Reviewer roles `ok` (per-person overrides), the others 403 by role. */
export const reviewers = (ok: Status, overrides: Partial<Expect> = {}) =>
  signedIn(403, { administrator: ok, beheerder: ok, medewerker: ok, ...overrides });

export const get = (url: string) => ({ method: 'GET' as const, url });
export const post = (url: string, payload?: unknown) => ({
  method: 'POST' as const,
  url,
  ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
});
export const path = (endpoint: EndpointShape, params: Record<string, unknown>) =>
  fillPath(endpoint.path, params);

/** A row sent as a plain request with the actor's bearer token. */
export function plain(
  endpoint: EndpointShape,
  what: string,
  expect: Expect,
  request: (m: MatrixContext, actor: Actor) => Parameters<MatrixContext['send']>[1],
  extra: Partial<MatrixRow> = {},
): MatrixRow {
  return {
    endpoint,
    what,
    expect,
    send: (m, actor) => m.send(actor, request(m, actor)),
    ...extra,
  };
}

export const idOf = (m: MatrixContext, actor: Actor) =>
  actor === 'anonymous' ? 1 : m.data.people[actor].id;
