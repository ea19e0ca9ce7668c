import { PASSWORD_RESET_FRAGMENT, PASSWORD_RESET_LINK_MINUTES } from '@portal/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { SetPasswordLinks } from '../auth/set-password-links.js';
import { createSetPasswordRepository } from '../auth/set-password-repository.js';
import { passwordResetRefused } from '../auth/too-many-attempts.js';
import type { Mailer } from '../mail/mailer.js';
import type { PasswordResetLimits } from './limits.js';
import { passwordResetMail } from './mail.js';
import type { PasswordResetRepository } from './repository.js';

/** The job that looks the address up and mails the link (after the answer). */
export const PASSWORD_RESET_QUEUE = 'password-reset';

/**
 * Issue 27 item 1. The request only counts against the limits and queues a job with the
 * address, whatever the address: the same work for a known and an unknown one, so neither the
 * answer nor its time says whether it has an account. The job, on whichever instance, then
 * looks the address up and, for an active account, makes the link (which ends the person's
 * earlier set-password links) and its mail in one transaction.
 */
export function createPasswordResetService(deps: {
  repo: PasswordResetRepository;
  limits: PasswordResetLimits;
  queue: JobQueue;
  links: SetPasswordLinks;
  mailer: Mailer;
  productName: string;
  log: FastifyBaseLogger;
}) {
  const { queue } = deps;

  async function mailLink(email: string): Promise<void> {
    const user = await deps.repo.activeUserByEmail(email);
    if (!user) return;
    const { tokenHash, expiresAt, url } = deps.links.newLink(PASSWORD_RESET_LINK_MINUTES / 60);
    await deps.mailer.transaction(async (tx) => {
      await createSetPasswordRepository(tx).replaceLink(user.id, tokenHash, expiresAt);
      const mail = passwordResetMail({
        to: user.email,
        voornaam: user.voornaam,
        productName: deps.productName,
        url: `${url}&${PASSWORD_RESET_FRAGMENT}=1`,
      });
      return { result: undefined, mails: [mail] };
    });
    deps.log.info({ userId: user.id }, 'password reset link mailed');
  }

  queue.define<{ email: string }>({
    name: PASSWORD_RESET_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 30,
    handle: ({ email }) => mailLink(email),
  });

  return {
    async request(typed: string, ip: string): Promise<void> {
      const email = typed.trim().toLowerCase();
      const allowed = await deps.limits.take(email, ip);
      if ('waitSeconds' in allowed) throw passwordResetRefused(allowed.waitSeconds);
      if (!allowed.mail) return;
      await queue.send(PASSWORD_RESET_QUEUE, { email });
      queue.wake(PASSWORD_RESET_QUEUE);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
