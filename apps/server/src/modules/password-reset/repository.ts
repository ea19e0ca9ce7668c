import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export function createPasswordResetRepository(db: Database) {
  return {
    /** The active account of an e-mail address (a deactivated one gets no mail). */
    async activeUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, voornaam: users.voornaam })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deactivatedAt)));
      return row;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
