import pino, { type Logger } from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/**
 * Sends everything `log` (and every child it makes, request loggers included: pino children share
 * their parent's stream) writes into an array instead of stdout, for tests that read the log.
 */
export function captureLog(log: Logger): LogLine[] {
  const lines: LogLine[] = [];
  (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write(line: string) {
      lines.push(JSON.parse(line) as LogLine);
    },
  };
  return lines;
}
