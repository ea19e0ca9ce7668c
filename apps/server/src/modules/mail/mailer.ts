import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { errorForLog } from '../../http/database-errors.js';
import type { Database, Transaction } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { transactionSql } from '../../jobs/transaction-sql.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (issue 26: notification mails). */
  html?: string;
  /** Extra headers by name (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Sent no sooner than this many seconds after it is queued (not kept in the outbox). */
  sendAfterSeconds?: number;
}

export type SmtpSettings = NonNullable<Config['smtp']>;

/** A line break in a header value would start a header of its own (Bcc:, …). */
const headerValue = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ');

/** The delivery job's queue (one job per outbox row). */
export const MAIL_QUEUE = 'mail-delivery';
/** Attempts after the first, 30 s, 1, 2, 4 and 8 minutes later. */
const MAIL_RETRIES = 5;

/**
 * Outgoing e-mail. Every message is written to the outbox table; with SMTP configured a
 * delivery job is queued in the same transaction (jobs/job-queue.ts), so a mail is never lost
 * to a restart and goes out once however many instances run: a worker sends it through
 * nodemailer and marks it sent, a failed attempt is marked failed with the error and retried
 * later. Without SMTP it is only logged (status logged). `send` never throws: a mail problem
 * must never fail the action that caused it.
 */
export function createMailer(deps: {
  db: Database;
  queue: JobQueue;
  /** The first retry's delay (default 30 s). */
  retryDelaySeconds?: number;
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

  /** One attempt at an outbox row's mail; throws when it failed (the queue tries again). */
  async function deliver({ outboxId }: { outboxId: number }): Promise<void> {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    if (!row || row.status === 'sent') return;
    const message = {
      to: row.toAddress,
      subject: row.subject,
      text: row.bodyText,
      ...(row.bodyHtml === null ? {} : { html: row.bodyHtml }),
      ...(row.headers === null ? {} : { headers: row.headers }),
    };
    try {
      await transport!.sendMail({ from: deps.from, ...message });
    } catch (error) {
      deps.onResult?.('failed');
      const reason = (error as Error).message || String(error);
      log.warn(
        { to: message.to, subject: message.subject, error: errorForLog(error) },
        'mail not sent',
      );
      await db
        .update(outbox)
        .set({ status: 'failed', error: reason.slice(0, 2000) })
        .where(eq(outbox.id, outboxId));
      throw error;
    }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(), error: null })
      .where(eq(outbox.id, outboxId));
    log.info({ to: message.to, subject: message.subject }, 'mail sent');
    deps.onResult?.('sent');
  }

  if (transport) {
    deps.queue.define<{ outboxId: number }>({
      name: MAIL_QUEUE,
      retryLimit: MAIL_RETRIES,
      retryDelaySeconds: deps.retryDelaySeconds ?? 30,
      handle: deliver,
    });
  }

  const clean = (unsafe: MailMessage): MailMessage => ({
    ...unsafe,
    to: headerValue(unsafe.to),
    subject: headerValue(unsafe.subject),
    ...(unsafe.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(unsafe.headers).map(([name, value]) => [
              headerValue(name),
              headerValue(value),
            ]),
          ),
        }
      : {}),
  });

  /** The outbox row and, with SMTP, its delivery job, in the caller's transaction. */
  async function write(tx: Transaction, message: MailMessage): Promise<number> {
    const [row] = await tx
      .insert(outbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html ?? null,
        headers: message.headers ?? null,
        status: transport ? 'queued' : 'logged',
      })
      .returning({ id: outbox.id });
    const id = row!.id;
    if (transport) {
      await deps.queue.send(MAIL_QUEUE, { outboxId: id }, transactionSql(tx), {
        startAfterSeconds: message.sendAfterSeconds,
      });
    }
    return id;
  }

  /** After the commit: this instance's worker takes the job at once. */
  function written(id: number, message: MailMessage): void {
    if (transport) {
      deps.queue.wake(MAIL_QUEUE);
      return;
    }
    log.info(
      { to: message.to, subject: message.subject, outboxId: id },
      'mail not sent (no SMTP_HOST configured); kept in the outbox',
    );
    deps.onResult?.('logged');
  }

  return {
    async send(unsafe: MailMessage): Promise<void> {
      const message = clean(unsafe);
      try {
        const id = await db.transaction((tx) => write(tx, message));
        written(id, message);
      } catch (error) {
        log.error(
          { error: errorForLog(error), to: message.to, subject: message.subject },
          'outbox not written',
        );
      }
    },

    /**
     * A mail that must go out once however many instances try (the quarterly reminder):
     * `claim` runs in the transaction that writes the outbox row and answers whether this
     * caller won (e.g. inserted a unique row). A lost claim writes and sends nothing; a
     * failed transaction neither. Answers whether the mail was queued. Throws database errors.
     */
    async sendOnce(unsafe: MailMessage, claim: (tx: Transaction) => Promise<boolean>) {
      const message = clean(unsafe);
      const id = await db.transaction(async (tx) =>
        (await claim(tx)) ? write(tx, message) : undefined,
      );
      if (id === undefined) return false;
      written(id, message);
      return true;
    },

    /**
     * A change and the mails it causes (known only inside it, e.g. from the row it locked):
     * `work` answers both, and the mails are in the outbox exactly when the change is
     * committed. Throws what `work` or the database throws; then nothing is written.
     */
    async transaction<T>(
      work: (tx: Transaction) => Promise<{ result: T; mails: MailMessage[] }>,
    ): Promise<T> {
      const { result, queued } = await db.transaction(async (tx) => {
        const done = await work(tx);
        const queued: Array<[number, MailMessage]> = [];
        for (const message of done.mails.map(clean)) {
          queued.push([await write(tx, message), message]);
        }
        return { result: done.result, queued };
      });
      for (const [id, message] of queued) written(id, message);
      return result;
    },

    close(): void {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
