import { closePrepared, prepareStore, type PreparedStore } from '../src/journeys/journeys';
import {
  deadLetteredEvents,
  deployables,
  killAndRestart,
  measureFault,
  type FaultFigure,
} from '../src/journeys/faults';
import { ledgerFaults, readJourneyLedger, type JourneyLedger } from '../src/journeys/ledger';
import { startProductionShape, type FaultControls, type JourneyStack } from '../src/journeys/stacks';

/**
 * The short version of `BENCH_ONLY=faults npm run bench`: under a light journey load on the
 * production shape, every deployable in turn is killed with SIGKILL and started again. What must
 * hold whatever the machine's speed: each comes back ready, no shopper is signed out, no failure is
 * a 500 (a bug rather than an outage), and every order whose money moved ends paid exactly once,
 * with no event left in an outbox or a dead-letter topic.
 */
jest.setTimeout(900_000);

let stack: JourneyStack & { faults: FaultControls };
let prepared: PreparedStore;
const figures: FaultFigure[] = [];
let ledger: JourneyLedger;
let deadLetters: number;

beforeAll(async () => {
  // A killed member's session ends sooner, so the restarted one joins its groups sooner.
  stack = await startProductionShape({ switchable: true, env: { KAFKA_SESSION_TIMEOUT_MS: '6000' } });
  prepared = await prepareStore(stack, 40);
  for (const name of deployables) {
    const load = {
      stepsPerSecond: 15,
      // Two seconds of sale before the kill, six through the restart (the bench runs 60).
      seconds: 8,
      warmUpSeconds: 0,
      thinkMs: 300,
      seed: figures.length + 1,
    };
    figures.push(await measureFault(stack, prepared, killAndRestart(name), load, 2_000));
  }
  ledger = await readJourneyLedger(
    stack.databaseUrl,
    stack.mailDir,
    figures.flatMap((figure) => figure.orders),
    180_000,
  );
  deadLetters = await deadLetteredEvents(stack.faults.kafkaBrokers);
});

afterAll(async () => {
  closePrepared(prepared);
  await stack?.stop();
});

describe('a deployable killed mid-sale, each in turn', () => {
  it('when each is killed and started again, then every readiness probe is green again', () => {
    expect(figures.map((figure) => figure.fault)).toEqual(deployables.map((name) => `kill -9 ${name}`));
    for (const figure of figures)
      expect([figure.fault, Number.isFinite(figure.readyAfterSeconds)]).toEqual([figure.fault, true]);
  });

  it('when shoppers met the outage, then none was signed out and none got a 500', () => {
    for (const figure of figures) {
      expect([figure.fault, figure.signedOut]).toEqual([figure.fault, 0]);
      expect(figure.failures.filter((failure) => / answered 500/.test(failure))).toEqual([]);
    }
  });

  it('when it settles, then every order whose money moved is paid once, and no event waits in an outbox or a dead-letter topic', () => {
    expect(ledger.orders).toBeGreaterThan(0);
    expect(ledgerFaults(ledger)).toEqual([]);
    expect(deadLetters).toBe(0);
  });
});
