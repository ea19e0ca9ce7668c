import pino from 'pino';

/** Longest a log line waits in the buffer before it is written. */
export const LOG_FLUSH_MS = 500;
/** Lines are written once this much is buffered (or at LOG_FLUSH_MS, whichever comes first). */
const BATCH_BYTES = 8 * 1024;

export interface LogOutput {
  write(line: string): void;
  /** Writes what is buffered now (before text printed past the logger, and at exit). */
  flush(): void;
}

/**
 * The server's standard output for log lines, written in batches: one access-log line per
 * request made one system call per request (bench/README.md "Reads against a ceiling"). Lines
 * wait at most LOG_FLUSH_MS; pino's destination writes what is left when the process exits,
 * also through process.exit.
 */
export function batchedStdout(): LogOutput {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => flushQuietly(destination), LOG_FLUSH_MS).unref();
  return {
    write: (line) => destination.write(line),
    // At once, not on the next turn: what is printed next must come after these lines.
    flush: () => {
      try {
        destination.flushSync();
      } catch {
        flushQuietly(destination);
      }
    },
  };
}

/** sonic-boom's flush throws while it is still opening the descriptor; there is nothing to do. */
function flushQuietly(destination: { flush(): void }): void {
  try {
    destination.flush();
  } catch {
    // The next interval writes it.
  }
}
