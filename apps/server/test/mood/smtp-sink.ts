import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Header values by lower-case name, unfolded and with RFC 2047 encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The text body, its transfer encoding undone (a multipart mail's text/plain part). */
  body: string;
  /** A multipart mail's text/html part, its transfer encoding undone. */
  html?: string;
}

const bytesToUtf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

/** Quoted-printable (RFC 2045): soft line breaks and =XX bytes; `underscores` for Q words. */
function decodeQuoted(text: string, underscores = false): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscores && joined[i] === '_') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return bytesToUtf8(bytes);
}

/** Header text with its =?charset?Q|B?...?= words decoded (whitespace between words dropped). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuoted(text, true),
    );
}

/** One MIME entity: its headers and its body with the transfer encoding undone. */
function parseEntity(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoded = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuoted(encoded)
      : encoding === 'base64'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : Buffer.from(encoded, 'latin1').toString('utf8');
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

/** A mail; multipart/alternative (text and HTML, issue 26) answers both parts. */
function parseMessage(raw: string) {
  const { headers, body } = parseEntity(raw);
  const boundary = /multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(
    headers['content-type'] ?? '',
  )?.[1];
  if (!boundary) return { headers, subject: headers.subject ?? '', body };
  const encoded = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const parts = encoded
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => parseEntity(part.replace(/^\r\n/, '')));
  const typed = (type: string) =>
    parts.find((part) => (part.headers['content-type'] ?? '').startsWith(type))?.body;
  return {
    headers,
    subject: headers.subject ?? '',
    body: (typed('text/plain') ?? '').replace(/\n$/, ''),
    html: typed('text/html'),
  };
}

/**
 * A real SMTP server on 127.0.0.1 (a free port, or `port`: the journeys' server is configured
 * with one) that keeps what it receives. Recipients in `reject` are refused with 550, as a mail
 * server refuses an unknown mailbox.
 */
export async function startSmtpSink(options: { reject?: string[]; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject?.includes(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** Waits until a mail to `to` arrives (or fails after `timeoutMs`). */
    async waitFor(to: string, timeoutMs = 5_000): Promise<ReceivedMail> {
      const started = Date.now();
      for (;;) {
        const mail = received.find((candidate) => candidate.to.includes(to));
        if (mail) return mail;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
