import type { Role } from '@portal/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { userOpdrachtgevers, userOwners, users } from '../../src/db/schema.js';
import { hashPassword, newSessionKey } from '../../src/modules/auth/passwords.js';
import { call, type Session } from '../helpers/session.js';
import { login, TEST_PASSWORD } from '../helpers/test-app.js';
import { uniqueSuffix } from './sequence.js';

export interface UserOptions {
  /** Default: professional. */
  roles?: Role[];
  /** The consultants who own this professional (their ids); shows as `owned_by`. */
  ownedBy?: number[];
  /** Opdrachtgever post ids, in order. */
  opdrachtgevers?: number[];
  /** Default: a unique address at factory.example. */
  email?: string;
  /** Default: TEST_PASSWORD, the demo company's password in the tests. */
  password?: string;
  voornaam?: string;
  tussenvoegsel?: string;
  achternaam?: string;
  /** Any other column of `users` (functieId, iban, urenmeter, publicPictureId, …). */
  columns?: Partial<Omit<typeof users.$inferInsert, 'id' | 'roles' | 'passwordHash'>>;
}

/** A factory user signed in through the real login endpoint. */
export interface SignedInUser extends Session {
  /** One request as this user; a string is a GET. */
  call(options: InjectOptions | string): Promise<LightMyRequestResponse>;
}

export interface FactoryUser {
  id: number;
  email: string;
  password: string;
  roles: Role[];
  nicename: string;
  /** Signs in with POST /jwt-auth/v1/token, as the portal does. */
  signIn(app: FastifyInstance): Promise<SignedInUser>;
}

// argon2 is slow on purpose; a test file hashes each distinct password once.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/**
 * A user written straight into the database, beside the demo company: unique e-mail and
 * nicename, a real password hash, and the owner and opdrachtgever links the options name.
 */
export async function createUser(db: Database, options: UserOptions = {}): Promise<FactoryUser> {
  const n = uniqueSuffix();
  const nicename = `factory-user-${n}`;
  const email = options.email ?? `${nicename}@factory.example`;
  const password = options.password ?? TEST_PASSWORD;
  const roles = options.roles ?? ['professional'];
  const voornaam = options.voornaam ?? 'Test';
  const achternaam = options.achternaam ?? `Gebruiker ${n}`;
  const tussenvoegsel = options.tussenvoegsel ?? '';

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        nicename,
        displayName: [voornaam, tussenvoegsel, achternaam].filter(Boolean).join(' '),
        passwordHash: await hashOf(password),
        sessionKey: newSessionKey(),
        roles,
        voornaam,
        tussenvoegsel,
        achternaam,
        ...options.columns,
      })
      .returning({ id: users.id });
    const userId = row!.id;
    if (options.ownedBy?.length) {
      await tx
        .insert(userOwners)
        .values(options.ownedBy.map((consultantId) => ({ professionalId: userId, consultantId })));
    }
    if (options.opdrachtgevers?.length) {
      await tx.insert(userOpdrachtgevers).values(
        options.opdrachtgevers.map((opdrachtgeverId, position) => ({
          userId,
          opdrachtgeverId,
          position,
        })),
      );
    }
    return userId;
  });

  return {
    id,
    email,
    password,
    roles,
    nicename,
    async signIn(app) {
      const { token } = await login(app, email, password);
      const session: Session = { token, id, key: nicename };
      return { ...session, call: (request) => call(app, session, request) };
    },
  };
}
