import { repoRoot } from '../processes';
import { prepareReleaseBuild, releasedCommitOf, type ReleaseBuild } from '../release-build';
import { deadLetteredEvents } from './faults';
import { closePrepared, prepareStore } from './journeys';
import { ledgerFaults, readJourneyLedger } from './ledger';
import { benchAdmin, LiveShoppers, signInAdmin, type PushCheck } from './live-shoppers';
import type { JourneyLoad } from './open-loop';
import {
  measureRollingUpgrade,
  socketFigure,
  type SocketFigure,
  type UpgradeFigure,
} from './rolling-upgrade';
import { startProductionShape, type ReplicatedService } from './stacks';

export interface RollingUpgradeSettings {
  /** The commit to upgrade from: production.json's release of order and notification unless given. */
  fromCommit?: string;
  load: Omit<JourneyLoad, 'seed'>;
  poolSize: number;
  liveShoppers: number;
  /** Into each run, before the first instance is stopped; and of load after the last is ready. */
  switchAfterMs: number;
  tailMs: number;
  /** Added to every service's settings (a shorter Kafka session for a short run). */
  env?: Record<string, string>;
}

export interface RollingUpgradeFigures {
  from: { commit: string; dependencies: ReleaseBuild['dependencies']; unchanged: Record<string, boolean> };
  upgrades: UpgradeFigure[];
  sockets: SocketFigure;
  /** Pushes to every live shopper before the upgrade, and after notification's. */
  pushesBefore: PushCheck;
  pushesAfter: PushCheck;
  allReconnected: boolean;
  ledgerFaults: string[];
  orders: number;
  deadLetters: number;
}

const upgraded: ReplicatedService[] = ['order', 'notification'];

/**
 * The rolling upgrade, measured: order and notification two instances each from the released build,
 * behind nginx; live shoppers on sockets; under the journey load each instance of order, then of
 * notification, replaced by this checkout's build; then the pushes, the ledger and the dead letters.
 */
export async function runRollingUpgrade(settings: RollingUpgradeSettings): Promise<RollingUpgradeFigures> {
  const commit = settings.fromCommit ?? releasedCommitOf('order');
  if (!settings.fromCommit && releasedCommitOf('notification') !== commit)
    throw new Error('order and notification were released from different commits: give one to upgrade from');
  const release = await prepareReleaseBuild(
    upgraded.map((name) => `services/${name}`),
    commit,
  );
  let stack: Awaited<ReturnType<typeof startProductionShape>> | undefined;
  let prepared: Awaited<ReturnType<typeof prepareStore>> | undefined;
  let live: LiveShoppers | undefined;
  try {
    stack = await startProductionShape({
      env: { ...benchAdmin, ...settings.env },
      replicas: { order: [release.root, release.root], notification: [release.root, release.root] },
    });
    prepared = await prepareStore(stack, settings.poolSize);
    live = await LiveShoppers.open(stack.url, settings.liveShoppers, Date.now().toString(36));
    const adminToken = await signInAdmin(stack.url);
    await live.waitUntilMessagingKnowsEach(adminToken, 30_000);
    const pushesBefore = await live.pushToEach(adminToken, 'before the upgrade', 30_000);
    const upgrades: UpgradeFigure[] = [];
    for (const [index, service] of upgraded.entries()) {
      const load = { ...settings.load, seed: index + 1 };
      upgrades.push(
        await measureRollingUpgrade(
          service,
          stack.replicaSets[service]!,
          repoRoot,
          prepared,
          load,
          settings.switchAfterMs,
          settings.tailMs,
        ),
      );
    }
    const allReconnected = await live.waitUntilConnected(30_000).then(
      () => true,
      () => false,
    );
    const pushesAfter = await live.pushToEach(adminToken, 'after the upgrade', 30_000);
    const orders = upgrades.flatMap((figure) => figure.orders);
    const ledger = await readJourneyLedger(stack.databaseUrl, stack.mailDir, orders, 180_000);
    return {
      from: { commit: release.commit, dependencies: release.dependencies, unchanged: release.unchanged },
      upgrades,
      sockets: socketFigure(live),
      pushesBefore,
      pushesAfter,
      allReconnected,
      ledgerFaults: ledgerFaults(ledger),
      orders: ledger.orders,
      deadLetters: await deadLetteredEvents(stack.faults.kafkaBrokers),
    };
  } finally {
    live?.close();
    closePrepared(prepared);
    await stack?.stop();
    await release.remove();
  }
}
