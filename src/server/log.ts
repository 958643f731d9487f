/**
 * Structured logs: one JSON object per line, `{"level":"info","time":"…","msg":"…",…}`, on stdout
 * (errors on stderr), written by `pino` through buffered asynchronous streams: a request never waits
 * for the terminal or the log collector. What is buffered is written out when the process exits.
 */
import pino, { type DestinationStream, type Logger as Pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
}

const OPTIONS: pino.LoggerOptions = {
  level: 'debug',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

function loggerOf(out: Pino, err: Pino = out): Logger {
  return {
    log(level, msg, fields = {}) {
      (level === 'error' ? err : out)[level](fields, msg);
    },
  };
}

let streams: { out: pino.DestinationStream & { flushSync(): void }; err: DestinationStream & { flushSync(): void } } | null = null;

/** Writes what the process's log streams still hold (before process.exit). */
export function flushLogs(): void {
  if (!streams) return;
  for (const stream of [streams.out, streams.err]) {
    try {
      stream.flushSync();
    } catch {
      // The stream is not ready yet or already closed: nothing to write.
    }
  }
}

/**
 * The process's logger; with `write`, one that hands each line (without its newline) to it at once
 * (tests read what was logged).
 */
export function jsonLogger(write?: (line: string, level: LogLevel) => void): Logger {
  if (write) {
    const into = (level: 'out' | 'error'): DestinationStream => ({
      write: (line: string) =>
        write(line.replace(/\n$/, ''), level === 'error' ? 'error' : (JSON.parse(line) as { level: LogLevel }).level),
    });
    return loggerOf(pino(OPTIONS, into('out')), pino(OPTIONS, into('error')));
  }
  if (!streams) {
    streams = {
      out: pino.destination({ dest: 1, sync: false }),
      err: pino.destination({ dest: 2, sync: false }),
    };
    process.on('exit', flushLogs);
  }
  return loggerOf(pino(OPTIONS, streams.out), pino(OPTIONS, streams.err));
}

/** The path of a URL without its query: queries may carry tokens and are not logged. */
export function loggablePath(url: URL): string {
  return url.pathname;
}
