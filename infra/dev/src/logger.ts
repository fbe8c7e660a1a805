import { logContext, type Logger } from '@glow/service-kit';
import pino from 'pino';
import pretty from 'pino-pretty';

const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
  censor: '[redacted]',
};

export type RunnerLevel = pino.LevelWithSilent;

export interface RunnerLogOptions {
  /** What reaches the terminal (or stdout when piped). */
  consoleLevel: RunnerLevel;
  /** Where every line at `fileLevel` and above is kept as JSON, one object a line. */
  file?: { path: string; level: RunnerLevel };
  readable?: boolean;
  /** Instead of the terminal (tests). */
  consoleStream?: pino.DestinationStream;
}

/**
 * Readable lines on a terminal, JSON (one object a line) when the output is piped; with a file,
 * the full log goes there and the terminal gets only what needs a person (warnings and worse, unless
 * LOG_LEVEL asks for more). Writes are synchronous so log lines and the start banner reach the
 * console in the order they happened.
 */
export function createRunnerLogger({
  consoleLevel,
  file,
  readable = Boolean(process.stdout.isTTY),
  consoleStream: givenConsole,
}: RunnerLogOptions): Logger {
  const consoleStream = givenConsole
    ? givenConsole
    : readable
      ? pretty({
          colorize: true,
          sync: true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,name,service',
          messageFormat: '{if service}{service}: {end}{msg}',
        })
      : pino.destination({ dest: 1, sync: true });
  if (!file) return pino({ name: 'glow', level: consoleLevel, redact, mixin: logContext }, consoleStream);
  const levels = pino.levels.values;
  const lowest = [consoleLevel, file.level].sort(
    (a, b) => (levels[a] ?? Infinity) - (levels[b] ?? Infinity),
  )[0]!;
  return pino(
    { name: 'glow', level: lowest, redact, mixin: logContext },
    pino.multistream([
      { level: consoleLevel as pino.Level, stream: consoleStream },
      {
        level: file.level as pino.Level,
        stream: pino.destination({ dest: file.path, sync: true, mkdir: true }),
      },
    ]),
  );
}
