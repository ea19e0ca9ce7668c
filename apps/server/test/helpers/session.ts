import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { emailOf } from '../../src/seed/demo-company.js';
import { login } from './test-app.js';

/** A demo person signed in through the real login endpoint. */
export interface Session {
  token: string;
  id: number;
  key: string;
}

export async function signIn(app: FastifyInstance, key: string): Promise<Session> {
  const { token, id } = await login(app, emailOf(key));
  return { token, id, key };
}

export const auth = (session?: Session) =>
  session ? { authorization: `Bearer ${session.token}` } : {};

/** One request as a signed-in user (or anonymous without a session); a string is a GET. */
export function call(
  app: FastifyInstance,
  session: Session | undefined,
  options: InjectOptions | string,
): Promise<LightMyRequestResponse> {
  const request = typeof options === 'string' ? { method: 'GET' as const, url: options } : options;
  return app.inject({
    ...request,
    headers: { ...auth(session), ...(request.headers ?? {}) },
  } as InjectOptions);
}
