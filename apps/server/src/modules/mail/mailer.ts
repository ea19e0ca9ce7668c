import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { errorForLog } from '../../http/database-errors.js';
import type { Database, Transaction } from '../../db/client.js';
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

  const clean = (unsafe: MailMessage): MailMessage => ({
    ...unsafe,
    to: headerValue(unsafe.to),
    subject: headerValue(unsafe.subject),
  });
  const outboxRow = (message: MailMessage) => ({
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    status: transport ? 'queued' : 'logged',
  });

  /** After the outbox row is written: deliver in the background, or only log without SMTP. */
  function dispatch(id: number | undefined, message: MailMessage): void {
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
  }

  return {
    async send(unsafe: MailMessage): Promise<void> {
      const message = clean(unsafe);
      let id: number | undefined;
      try {
        const [row] = await db
          .insert(outbox)
          .values(outboxRow(message))
          .returning({ id: outbox.id });
        id = row?.id;
      } catch (error) {
        log.error(
          { error: errorForLog(error), to: message.to, subject: message.subject },
          'outbox not written',
        );
      }
      dispatch(id, message);
    },

    /**
     * A mail that must go out once however many instances try (the quarterly reminder):
     * `claim` runs in the transaction that writes the outbox row and answers whether this
     * caller won (e.g. inserted a unique row). A lost claim writes and sends nothing; a
     * failed transaction neither. Answers whether the mail was queued. Throws database errors.
     */
    async sendOnce(unsafe: MailMessage, claim: (tx: Transaction) => Promise<boolean>) {
      const message = clean(unsafe);
      const id = await db.transaction(async (tx) => {
        if (!(await claim(tx))) return undefined;
        const [row] = await tx
          .insert(outbox)
          .values(outboxRow(message))
          .returning({ id: outbox.id });
        return row!.id;
      });
      if (id === undefined) return false;
      dispatch(id, message);
      return true;
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
