import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { seedContent } from '../../src/seed/seed-content.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { auth, call, signIn, type Session } from '../helpers/session.js';

/** The moment the content is seeded: Saturday 21 November 2026, 10:00 in Amsterdam. */
export const SEED_NOW = new Date('2026-11-21T09:00:00Z');

/**
 * The whole app on a fresh database with the demo company and its intranet content, seeded
 * through the real seed (the same write path as the API) into this test file's file folder.
 */
export function useContentApp(options: Parameters<typeof useTestApp>[0] = {}): TestContext {
  const context = useTestApp({ now: () => SEED_NOW, ...options });
  beforeAll(async () => {
    await seedContent(context.database.db, createDiskStorage(context.filesDir), SEED_NOW);
  });
  return context;
}

export { auth, call, signIn, type Session };

export const WP = '/wp-json/wp/v2';

export interface ListedPost {
  id: number;
  date: string;
  date_gmt: string;
  slug: string;
  status: string;
  type: string;
  title: { rendered: string };
  content: { rendered: string; protected: boolean };
  excerpt: { rendered: string; protected: boolean };
  author: number | { id: number; firstName: string; lastName: string; name: string };
  acf: Record<string, unknown>;
  [key: string]: unknown;
}

/** Signs several demo people in at once, as a tuple in the same order. */
export function signInAll<const K extends readonly string[]>(
  app: FastifyInstance,
  keys: K,
): Promise<{ [I in keyof K]: Session }> {
  return Promise.all(keys.map((key) => signIn(app, key))) as Promise<{ [I in keyof K]: Session }>;
}
