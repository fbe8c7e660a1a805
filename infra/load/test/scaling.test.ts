import { cachedRoute } from '../src/listing-cached';
import { unlimited } from '../src/processes';
import { startProductionShape, type BalancedTiers, type JourneyStack } from '../src/journeys/stacks';

/**
 * The scaling scenario's premise (`BENCH_ONLY=scaling npm run bench`): behind the nginx balancers,
 * the built gateways and catalogs — real processes on the real PostgreSQL, Redis and the Kafka mock
 * cluster — share the requests. Each instance's own request histogram tells how many it served.
 */
jest.setTimeout(120_000);

const requests = 40;

let stack: JourneyStack & { balanced?: BalancedTiers };
let tiers: BalancedTiers;
let statuses: number[];
let servedByGateways: number[];
let servedByCatalogs: number[];

/** GET requests of the listing in an instance's Prometheus text: the count lines of its latency histogram. */
function listingRequests(exposition: string): number {
  return exposition
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('http_request_duration_seconds_count{') &&
        line.includes('method="GET"') &&
        line.includes('/api/products'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

const listingRequestsAt = async (metricsUrl: string) =>
  listingRequests(await (await fetch(metricsUrl)).text());

const servedBy = async () =>
  Promise.all([
    Promise.all(tiers.gateways.map((gateway) => listingRequestsAt(`${gateway.opsUrl}/metrics`))),
    Promise.all(tiers.catalogs.map((catalog) => listingRequestsAt(`${catalog}/metrics`))),
  ]);

beforeAll(async () => {
  stack = await startProductionShape({
    instances: { gateways: 2, catalogs: 2 },
    gatewayEnv: { RATE_LIMIT_PER_MINUTE: unlimited },
  });
  tiers = stack.balanced!;
  const [gatewaysBefore, catalogsBefore] = await servedBy();
  statuses = [];
  for (let n = 0; n < requests; n += 1) {
    const answer = await fetch(`${stack.url}${cachedRoute}`);
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  const [gatewaysAfter, catalogsAfter] = await servedBy();
  servedByGateways = gatewaysAfter.map((count, index) => count - gatewaysBefore[index]!);
  servedByCatalogs = catalogsAfter.map((count, index) => count - catalogsBefore[index]!);
});

afterAll(async () => {
  await stack?.stop();
});

describe('the stateless tiers behind nginx round-robin', () => {
  it('when shoppers ask for the listing through the shop balancer, then every answer is a 200', () => {
    expect(statuses).toEqual(Array.from({ length: requests }, () => 200));
  });

  it('when the requests pass the shop balancer, then both gateways serve a share of them', () => {
    expect(servedByGateways.reduce((sum, count) => sum + count, 0)).toBe(requests);
    for (const served of servedByGateways) expect(served).toBeGreaterThanOrEqual(requests / 4);
  });

  it('when the gateways call the catalog balancer, then both catalogs serve a share of them', () => {
    expect(servedByCatalogs.reduce((sum, count) => sum + count, 0)).toBe(requests);
    for (const served of servedByCatalogs) expect(served).toBeGreaterThanOrEqual(requests / 4);
  });
});
