/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
}

export function jsonLogger(write: (line: string, level: LogLevel) => void = defaultWrite): Logger {
  return {
    log(level, msg, fields = {}) {
      write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }), level);
    },
  };
}

function defaultWrite(line: string, level: LogLevel): void {
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** The path of a URL without its query: queries may carry tokens and are not logged. */
export function loggablePath(url: URL): string {
  return url.pathname;
}
