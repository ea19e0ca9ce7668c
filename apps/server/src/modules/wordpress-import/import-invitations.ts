import { INVITATION_LINK_HOURS } from '@portal/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users, wordpressImportMap } from '../../db/schema.js';
import type { SetPasswordLinks } from '../auth/set-password-links.js';
import { createSetPasswordRepository } from '../auth/set-password-repository.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail } from '../people/invitation-mail.js';
import { fingerprintOf, reasonOf, type ImportContext } from './context.js';

/** Mail servers limit how fast one sender may send (Microsoft 365: 30 a minute). */
export const INVITATIONS_PER_MINUTE = 30;

export interface InvitationDeps {
  mailer: Mailer;
  links: SetPasswordLinks;
  productName: string;
}

/**
 * `--invite`: everyone the import brought over who has no password yet gets Beheer's invitation
 * (a set-password link of INVITATION_LINK_HOURS, once), through the mail queue the portal
 * works: INVITATIONS_PER_MINUTE, the rest queued for the minutes after. Each person once per
 * site (kind `invitations` in the map): running the import again mails nobody twice. The link,
 * the mail and the map row are one transaction.
 */
export async function inviteWithoutPassword(ctx: ImportContext, deps: InvitationDeps) {
  const waiting = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      voornaam: users.voornaam,
      wpId: wordpressImportMap.wpId,
    })
    .from(users)
    .innerJoin(
      wordpressImportMap,
      and(
        eq(wordpressImportMap.ourId, users.id),
        eq(wordpressImportMap.kind, 'users'),
        eq(wordpressImportMap.site, ctx.wp.siteKey),
      ),
    )
    .where(and(isNull(users.passwordHash), isNull(users.deactivatedAt)))
    .orderBy(users.id);
  const invited = new Set(
    (
      await ctx.db
        .select({ wpId: wordpressImportMap.wpId })
        .from(wordpressImportMap)
        .where(
          and(
            eq(wordpressImportMap.site, ctx.wp.siteKey),
            eq(wordpressImportMap.kind, 'invitations'),
            inArray(
              wordpressImportMap.wpId,
              waiting.map((person) => person.wpId),
            ),
          ),
        )
    ).map((row) => row.wpId),
  );
  ctx.progress.start('invitations', waiting.length);
  let queued = 0;
  for (const person of waiting) {
    if (ctx.signal.aborted) return;
    ctx.progress.tick('invitations');
    if (invited.has(person.wpId)) {
      ctx.report.count('invitations', 'unchanged');
      continue;
    }
    if (ctx.dryRun) {
      ctx.report.count('invitations', 'created');
      continue;
    }
    const link = deps.links.newLink(INVITATION_LINK_HOURS);
    try {
      await deps.mailer.transaction(async (tx) => {
        await createSetPasswordRepository(tx).replaceLink(
          person.id,
          link.tokenHash,
          link.expiresAt,
        );
        await ctx.map.write(tx, 'invitations', person.wpId, {
          ourId: person.id,
          fingerprint: fingerprintOf('invited'),
        });
        const mail = invitationMail({
          to: person.email,
          voornaam: person.voornaam,
          productName: deps.productName,
          url: link.url,
          hours: INVITATION_LINK_HOURS,
          kind: 'invitation',
        });
        const minute = Math.floor(queued / INVITATIONS_PER_MINUTE);
        return { result: undefined, mails: [{ ...mail, sendAfterSeconds: minute * 60 }] };
      });
      queued += 1;
      ctx.report.count('invitations', 'created');
    } catch (error) {
      ctx.report.skip('invitations', person.wpId, person.email, reasonOf(error));
    }
  }
  ctx.progress.finish('invitations');
}
