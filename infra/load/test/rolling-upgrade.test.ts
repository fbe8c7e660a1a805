import { runRollingUpgrade, type RollingUpgradeFigures } from '../src/journeys/rolling-upgrade-run';
import { isServerOrConnectionFailure } from '../src/journeys/rolling-upgrade';

/**
 * The short version of `BENCH_ONLY=rolling-upgrade npm run bench`: order and notification run as two
 * instances each behind nginx, built from their released commit (infra/releases/production.json);
 * under a light journey load, with shoppers' sockets open, each instance in turn is stopped with
 * SIGTERM and replaced by this checkout's build. What must hold: every instance ready again, no
 * shopper meets a 5xx or a dropped connection, every order whose money moved is paid exactly once
 * with nothing left in an outbox or a dead-letter topic, and every socket is back and gets its pushes.
 */
jest.setTimeout(600_000);

let figures: RollingUpgradeFigures;

beforeAll(async () => {
  figures = await runRollingUpgrade({
    load: { stepsPerSecond: 12, seconds: 15, warmUpSeconds: 0, thinkMs: 300 },
    poolSize: 40,
    liveShoppers: 8,
    switchAfterMs: 2_000,
    tailMs: 2_000,
    // A stopped member's group settles sooner (the mock waits a session for every rebalance).
    env: { KAFKA_SESSION_TIMEOUT_MS: '6000' },
  });
});

describe('a rolling upgrade of order, then notification, mid-sale', () => {
  it('when each instance is replaced by the new build, then each is ready again', () => {
    expect(figures.upgrades.map((upgrade) => upgrade.service)).toEqual(['order', 'notification']);
    for (const upgrade of figures.upgrades)
      expect(upgrade.switches.map((one) => one.instance)).toEqual([
        `${upgrade.service}#1`,
        `${upgrade.service}#2`,
      ]);
  });

  it('when shoppers go on shopping through the switch, then none meets a 5xx or a dropped connection', () => {
    for (const upgrade of figures.upgrades)
      expect([
        upgrade.service,
        upgrade.serverErrors,
        upgrade.failures.filter(isServerOrConnectionFailure),
      ]).toEqual([upgrade.service, 0, []]);
  });

  it('when it settles, then every order whose money moved is paid once, and no event waits in an outbox or a dead-letter topic', () => {
    expect(figures.orders).toBeGreaterThan(0);
    expect(figures.ledgerFaults).toEqual([]);
    expect(figures.deadLetters).toBe(0);
  });

  it('when notification has been replaced, then every socket reconnected and gets its push exactly once', () => {
    expect(figures.pushesBefore).toEqual({ missing: 0, twice: 0 });
    expect(figures.sockets.reconnected).toBe(figures.sockets.shoppers);
    expect(figures.allReconnected).toBe(true);
    expect(figures.pushesAfter).toEqual({ missing: 0, twice: 0 });
  });
});
