import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/app.js';
import { startSmtpSink } from '../mood/smtp-sink.js';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * A local SMTP server for this test file, and an app config that sends to it. Declare it before
 * the app (vitest runs beforeAll hooks in order, and the app reads `config` when it boots).
 * Recipients in `refused` (a list the test may change) are refused with 550.
 */
export function useSmtpSink(refused: string[] = []) {
  const config: Partial<AppConfig> = { mailFrom: 'intranet@vandalen.example' };
  const sink = { config } as { config: Partial<AppConfig>; smtp: SmtpSink };
  beforeAll(async () => {
    sink.smtp = await startSmtpSink({ reject: refused });
    config.smtp = {
      host: '127.0.0.1',
      port: sink.smtp.port,
      secure: false,
      user: undefined,
      pass: undefined,
    };
  });
  afterAll(async () => {
    await sink.smtp?.close();
  });
  return sink;
}
