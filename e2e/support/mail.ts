import { expect, test } from '@playwright/test';
import { startSmtpSink, type ReceivedMail } from '../../apps/server/test/mood/smtp-sink.js';
import { E2E_SMTP_PORT } from './demo.js';

export type JourneySmtp = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * The SMTP server the journeys' server sends to, for the calling spec file: listening from its
 * first journey to its last. `sink()` is the server once started.
 */
export function useJourneySmtp() {
  let smtp: JourneySmtp | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtpSink({ port: E2E_SMTP_PORT });
  });
  test.afterAll(async () => {
    await smtp?.close();
  });
  return () => smtp!;
}

/** The first mail to `to` whose subject starts with `subject`, received after index `mark`. */
export async function waitForMail(
  smtp: JourneySmtp,
  to: string,
  subject: string,
  mark = 0,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () =>
        (found = smtp.received
          .slice(mark)
          .find((mail) => mail.to.includes(to) && mail.subject.startsWith(subject))),
      { timeout: 15_000, message: `a mail "${subject}" to ${to}` },
    )
    .toBeTruthy();
  return found!;
}
