import type { Logger } from './logger';
import { flushTraces } from './tracing/tracing-state';

/**
 * Stops cleanly on SIGTERM/SIGINT; a second signal, or a stop that hangs past the deadline,
 * exits at once.
 */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger, deadlineMs = 20_000): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, deadlineMs).unref();
    stop().then(
      () => flushTraces().then(() => process.exit(0)),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Entry-point helper: a service that cannot start exits non-zero with the reason. */
export async function runMain(
  name: string,
  start: () => Promise<{ stop(): Promise<void> }>,
  logger: Logger,
): Promise<void> {
  try {
    const running = await start();
    stopOnSignals(() => running.stop(), logger);
  } catch (error) {
    logger.fatal({ err: error }, `${name} could not start: ${(error as Error).message}`);
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100).unref();
  }
}
