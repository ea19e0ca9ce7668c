import type { SsoError } from '@portal/contract/rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { OidcConfig } from '../../sign-in-config.js';
import { recordAudit } from '../audit/repository.js';
import { newSessionKey } from '../auth/passwords.js';
import { createPeopleRepository } from '../people/repository.js';
import { rolesAfterSignIn } from './roles.js';

/** What the provider says about who signed in. */
export interface ProviderPerson {
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  groups: string[];
}

export type AccountOutcome = { userId: number; rolesChanged: boolean } | { error: SsoError };

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * The account of a company sign-in (issue 27 item 4): the provider's verified e-mail address
 * finds it; OIDC_ALLOWED_DOMAINS limits which addresses may; OIDC_CREATE_USERS makes a new staff
 * account; the roles follow the groups (roles.ts). Looked up, created or changed in one
 * transaction with its audit row, the row locked so two sign-ins at once make one account.
 */
export function createCompanyAccounts(deps: { db: Database; settings: OidcConfig }) {
  const { settings } = deps;
  const people = createPeopleRepository(deps.db);

  return {
    async accountOf(person: ProviderPerson): Promise<AccountOutcome> {
      if (!person.email || !person.emailVerified) return { error: 'niet-bevestigd' };
      const email = person.email.trim().toLowerCase();
      const domain = email.slice(email.lastIndexOf('@') + 1);
      if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain)) {
        return { error: 'domein' };
      }
      return deps.db.transaction(async (tx): Promise<AccountOutcome> => {
        // Two first sign-ins at once: the second waits here and then finds the first's account.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`oidc:${email}`}))`);
        const [existing] = await tx
          .select({ id: users.id, roles: users.roles, deactivatedAt: users.deactivatedAt })
          .from(users)
          .where(eq(users.email, email))
          .for('update');
        if (existing) {
          if (existing.deactivatedAt) return { error: 'gedeactiveerd' };
          const roles = rolesAfterSignIn(existing.roles, person.groups, settings);
          if (sameRoles(roles, existing.roles)) return { userId: existing.id, rolesChanged: false };
          await tx.update(users).set({ roles }).where(eq(users.id, existing.id));
          await recordAudit(tx, {
            actorId: null,
            action: 'user.update',
            entityKind: 'user',
            entityId: existing.id,
            before: { roles: existing.roles },
            after: { roles, via: 'oidc' },
          });
          return { userId: existing.id, rolesChanged: true };
        }
        if (!settings.createUsers) return { error: 'onbekend' };
        const local = email.slice(0, email.lastIndexOf('@'));
        const voornaam = (person.givenName ?? person.name?.split(' ')[0] ?? local).slice(0, 100);
        const achternaam = (
          person.familyName ??
          person.name?.split(' ').slice(1).join(' ') ??
          ''
        ).slice(0, 100);
        const roles = rolesAfterSignIn(undefined, person.groups, settings);
        const userId = await people.insert(
          tx,
          {
            voornaam,
            tussenvoegsel: '',
            achternaam,
            displayName: [voornaam, achternaam].filter(Boolean).join(' '),
            email,
            roles,
            functieId: null,
            dienstverbandId: null,
            urenmeterEnabled: false,
            urenmeter: 0,
          },
          await people.freeNicename(tx, email),
          newSessionKey(),
        );
        await recordAudit(tx, {
          actorId: null,
          action: 'user.create',
          entityKind: 'user',
          entityId: userId,
          before: null,
          after: { email, roles, via: 'oidc' },
        });
        return { userId, rolesChanged: false };
      });
    },
  };
}

export type CompanyAccounts = ReturnType<typeof createCompanyAccounts>;
