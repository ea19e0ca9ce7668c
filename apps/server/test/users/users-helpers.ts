import { randomBytes } from 'node:crypto';
import type { Colleague } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { SignedInUser } from '../factories/users.js';

export const USERS = '/wp-json/wp/v2/users';

/** A surname part no other test file uses: `search=<group>` lists only this file's users. */
export const groupName = () => `Kwartel${randomBytes(3).toString('hex')}`;

export async function listAs(session: SignedInUser, url: string) {
  const response: LightMyRequestResponse = await session.call(url);
  return { response, items: response.json() as Colleague[] };
}

export const idsOf = (items: Array<{ id: number }>) => items.map((item) => item.id);
