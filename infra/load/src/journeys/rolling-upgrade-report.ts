/* eslint-disable no-console -- a benchmark reports on the console */
import { poolSizeFor } from './journeys';
import { runRollingUpgrade } from './rolling-upgrade-run';

/**
 * `BENCH_ONLY=rolling-upgrade`: order, then notification, two instances each behind nginx, replaced
 * instance by instance from the released build (or `BENCH_UPGRADE_FROM=<commit>`) by this checkout's,
 * under the journey load at `BENCH_UPGRADE_RATE` steps/s (50) with `BENCH_LIVE_SHOPPERS` sockets
 * open (100). Shoppers arrive for at least `BENCH_UPGRADE_SECONDS` (60), the first stop 10 s in and
 * 10 s of load after the last instance is ready; Kafka sessions as in production (30 s).
 */
export async function reportRollingUpgrade(): Promise<void> {
  const rate = Number(process.env.BENCH_UPGRADE_RATE ?? 50);
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2_000);
  const liveShoppers = Number(process.env.BENCH_LIVE_SHOPPERS ?? 100);
  const seconds = Number(process.env.BENCH_UPGRADE_SECONDS ?? 60);
  console.log(
    '\nRolling upgrade: production shape, order and notification ×2 behind nginx, %d steps/s (think %d ms), %d sockets open',
    rate,
    thinkMs,
    liveShoppers,
  );
  const figures = await runRollingUpgrade({
    ...(process.env.BENCH_UPGRADE_FROM ? { fromCommit: process.env.BENCH_UPGRADE_FROM } : {}),
    load: { stepsPerSecond: rate, seconds, warmUpSeconds: 0, thinkMs },
    poolSize: poolSizeFor(rate, thinkMs),
    liveShoppers,
    switchAfterMs: 10_000,
    tailMs: 10_000,
  });
  const { from } = figures;
  console.log(
    'from %s (dependencies %s); sources unchanged since then: %s',
    from.commit,
    from.dependencies,
    JSON.stringify(from.unchanged),
  );
  for (const upgrade of figures.upgrades) {
    console.log(
      '\n%s: %d failed steps (%d a 5xx or a connection error) over %d s of load',
      upgrade.service,
      upgrade.errors,
      upgrade.serverErrors,
      upgrade.loadSeconds,
    );
    for (const failure of upgrade.failures) console.log('  %s', failure);
    console.table(Object.fromEntries(upgrade.switches.map(({ instance, ...times }) => [instance, times])));
  }
  const { sockets } = figures;
  console.log(
    '\nsockets: %d of %d reconnected (%d drops), wait median %d ms, max %d ms; all connected after: %s',
    sockets.reconnected,
    sockets.shoppers,
    sockets.disconnects,
    sockets.medianWaitMs,
    sockets.maxWaitMs,
    figures.allReconnected,
  );
  for (const error of sockets.connectErrors) console.log('  reconnection refused: %s', error);
  console.log(
    'pushes before: %s; after: %s',
    JSON.stringify(figures.pushesBefore),
    JSON.stringify(figures.pushesAfter),
  );
  console.log(
    'ledger of %d orders: %s',
    figures.orders,
    figures.ledgerFaults.length
      ? figures.ledgerFaults.join('; ')
      : 'every one paid exactly once (one order.paid, one payment.succeeded, one cart subtraction, one mail), no event in an outbox or parked',
  );
  console.log('events in dead-letter topics: %d', figures.deadLetters);
}
