import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { errorForLog } from '../../http/database-errors.js';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type SmtpSettings = NonNullable<Config['smtp']>;

/** A line break in a header value would start a header of its own (Bcc:, …). */
const headerValue = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ');

/**
 * Outgoing e-mail. Every message is first written to the outbox table; with SMTP configured
 * it is then delivered through nodemailer in the background (status sent, or failed with the
 * error), without SMTP it is only logged (status logged). `send` never throws: a mail problem
 * must never fail the action that caused it.
 */
export function createMailer(deps: {
  db: Database;
  smtp?: SmtpSettings;
  from: string;
  log: FastifyBaseLogger;
  /** Told the outcome of every mail (the metrics count them). */
  onResult?: (result: 'sent' | 'failed' | 'logged') => void;
}) {
  const { db, log } = deps;
  const transport = deps.smtp
    ? nodemailer.createTransport({
        host: deps.smtp.host,
        port: deps.smtp.port,
        secure: deps.smtp.secure,
        auth: deps.smtp.user ? { user: deps.smtp.user, pass: deps.smtp.pass ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: number | undefined, message: MailMessage): Promise<void> {
    try {
      await transport!.sendMail({ from: deps.from, ...message });
      if (id !== undefined) {
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(outbox.id, id));
      }
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      deps.onResult?.('sent');
    } catch (error) {
      deps.onResult?.('failed');
      const reason = (error as Error).message || String(error);
      log.warn(
        { to: message.to, subject: message.subject, error: errorForLog(error) },
        'mail not sent',
      );
      if (id !== undefined) {
        await db
          .update(outbox)
          .set({ status: 'failed', error: reason.slice(0, 2000) })
          .where(eq(outbox.id, id))
          .catch((dbError: unknown) =>
            log.error({ error: errorForLog(dbError) }, 'outbox not updated'),
          );
      }
    }
  }

  return {
    async send(unsafe: MailMessage): Promise<void> {
      const message = {
        ...unsafe,
        to: headerValue(unsafe.to),
        subject: headerValue(unsafe.subject),
      };
      let id: number | undefined;
      try {
        const [row] = await db
          .insert(outbox)
          .values({
            toAddress: message.to,
            subject: message.subject,
            bodyText: message.text,
            status: transport ? 'queued' : 'logged',
          })
          .returning({ id: outbox.id });
        id = row?.id;
      } catch (error) {
        log.error(
          { error: errorForLog(error), to: message.to, subject: message.subject },
          'outbox not written',
        );
      }
      if (!transport) {
        log.info(
          { to: message.to, subject: message.subject, outboxId: id },
          'mail not sent (no SMTP_HOST configured); kept in the outbox',
        );
        deps.onResult?.('logged');
        return;
      }
      const delivery = deliver(id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },

    /** Waits for the deliveries under way (tests, and a clean shutdown). */
    async idle(): Promise<void> {
      await Promise.allSettled([...deliveries]);
    },

    async close(): Promise<void> {
      await this.idle();
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
