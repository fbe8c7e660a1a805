import os from 'node:os';
import { measureCommerce } from './commerce';
import { measureInProcessFanOut, measureKafkaFanOut } from './event-fan-out';
import { measureInProcessLatency, measureKafkaLatency } from './event-latency';
import { measureFuzz } from './fuzz';
import { measureGatewayOverhead } from './gateway-overhead';
import { measureIdentity } from './identity';
import { measureListing } from './listing';
import { measureCachedListing } from './listing-cached';
import { measureListingRate } from './listing-rate';
import { reportFaults, reportJourneys, reportSoak } from './journeys/scenario';
import { reportRollingUpgrade } from './journeys/rolling-upgrade-report';
import { measureMobile } from './mobile';
import type { LoadFigure } from './load';
import { reportNewsletterSend } from './newsletter-send';
import { measureProxyVsNginx } from './proxy-vs-nginx';
import { reportScaling } from './scaling-report';
import { measureTracingCost } from './tracing-cost';

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/* eslint-disable no-console -- a benchmark reports on the console */
async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const events = Number(process.env.BENCH_EVENTS ?? 1_000);
  // BENCH_ONLY=listing,identity runs just those scenarios (the machine is shared; a full run is long).
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  /** A scenario runs when named in BENCH_ONLY, or when none is named (unless it runs only when named). */
  const runs = (scenario: string, onlyWhenNamed = false) => {
    const chosen = only ? only.includes(scenario) : !onlyWhenNamed;
    if (chosen) console.log('\n[%s] load average %s', scenario, loadAverage());
    return chosen;
  };
  console.log(
    `Glow benchmarks — ${new Date().toISOString()} — ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );

  if (runs('gateway')) {
    const overhead = await measureGatewayOverhead(seconds);
    console.log('\nGateway overhead: GET /api/products?limit=28, 50 connections, %d s each', seconds);
    console.table({
      direct: overhead.direct,
      'through gateway': overhead.throughGateway,
      'direct, Accept-Encoding br': overhead.directCompressed,
      'through gateway, Accept-Encoding br': overhead.throughGatewayCompressed,
    });
    console.log(
      'throughput ratio (gateway / direct): %s plain, %s compressed',
      overhead.ratio,
      overhead.ratioCompressed,
    );
  }

  if (runs('listing')) {
    const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
    console.log('\nCatalogue listing: demo + %d synthetic products, one request at a time', products);
    console.table(await measureListing(products));
  }

  if (runs('listing-rate')) await listingRate();
  if (runs('listing-cached')) await listingCached(seconds);
  if (runs('proxy-vs-nginx')) await proxyVsNginx(seconds);
  if (runs('identity')) await identity(seconds);
  if (runs('mobile')) await mobile();
  if (runs('events')) {
    const latencies = [await measureInProcessLatency(events), await measureKafkaLatency(events)];
    console.log('\nEvent latency: outbox commit → Socket.IO client receipt, %d events each', events);
    console.table(latencies);
  }
  if (runs('fan-out')) await fanOut();
  if (runs('tracing')) await tracingCost(seconds);
  if (runs('newsletter')) await reportNewsletterSend();
  if (runs('journeys')) await reportJourneys();
  if (runs('faults')) await reportFaults();
  // Half an hour: only when asked for.
  if (runs('soak', true)) await reportSoak();
  // The stateless tiers at 1 and 2 instances: only when asked for (about ten minutes).
  if (runs('scaling', true)) await reportScaling();
  // Order and notification replaced instance by instance under load (several minutes): only when asked for.
  if (runs('rolling-upgrade', true)) await reportRollingUpgrade();
  if (runs('fuzz')) await fuzz();
  if (runs('commerce')) {
    const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
    console.log(
      '\nAdd to cart and checkout through the gateway: %d shoppers at once, 3 adds then a checkout, 3 rounds, ms',
      shoppers,
    );
    console.table(await measureCommerce(shoppers));
  }
}

async function fuzz() {
  const cases = Number(process.env.BENCH_FUZZ_CASES ?? 1_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now());
  console.log(
    '\nFuzzing from the API description: every route of every service × %d cases, as anonymous, shopper and admin; seed %d',
    cases,
    seed,
  );
  const figures = await measureFuzz(cases, seed);
  console.table(
    Object.fromEntries(
      figures.map(({ service, routes, cases: made, requests, answers, findings, seconds }) => [
        service,
        { routes, cases: made, requests, ...answers, findings: findings.length, seconds },
      ]),
    ),
  );
  for (const finding of figures.flatMap((figure) => figure.findings)) console.log(JSON.stringify(finding));
}

async function fanOut() {
  const settings = {
    sockets: Number(process.env.BENCH_SOCKETS ?? 1_000),
    broadcasts: Number(process.env.BENCH_BROADCASTS ?? 100),
    personal: Number(process.env.BENCH_PERSONAL ?? 500),
  };
  const figures = [await measureInProcessFanOut(settings), await measureKafkaFanOut(settings)];
  console.log(
    '\nLive fan-out: %d sockets over two notification instances on the real Redis; %d broadcasts, %d personal messages; outbox commit → Socket.IO receipt, ms',
    settings.sockets,
    settings.broadcasts,
    settings.personal,
  );
  console.table(figures);
}

async function tracingCost(seconds: number) {
  const result = await measureTracingCost(seconds, Number(process.env.BENCH_ROUNDS ?? 5));
  console.log(
    '\nTracing cost through the gateway: GET /api/products?limit=28, 50 connections, %d s each; off, and on (OTLP/HTTP, parentbased_traceidratio 0.1), alternating',
    seconds,
  );
  console.table(
    result.rounds.map(({ off, on, ratio }) => ({
      'off req/s': off.requestsPerSecond,
      'on req/s': on.requestsPerSecond,
      'off p99': off.p99Ms,
      'on p99': on.p99Ms,
      'off CPU µs/req': off.cpuMicrosPerRequest,
      'on CPU µs/req': on.cpuMicrosPerRequest,
      'on/off': ratio,
    })),
  );
  console.log('spans exported: %j', result.spansExported);
  console.log(
    'median of the rounds: throughput on/off %s, CPU per request on/off %s',
    result.medianRatio,
    result.medianCpuRatio,
  );
}

async function listingRate() {
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const perSecond = Number(process.env.BENCH_RATE ?? 300);
  const seconds = Number(process.env.BENCH_RATE_SECONDS ?? 20);
  const wideShare = Number(process.env.BENCH_WIDE_SHARE ?? 0.1);
  const result = await measureListingRate(products, perSecond, seconds, wideShare);
  console.log(
    '\nListing mixes through the gateway: %d products, %d requests/s for %d s (open loop), %d %% wide requests, ms',
    result.products,
    perSecond,
    seconds,
    wideShare * 100,
  );
  console.table(result.figures);
}

async function listingCached(seconds: number) {
  const result = await measureCachedListing(seconds);
  console.log(
    '\nCached listing through the gateway: GET /api/products?limit=28, %d products, 50 connections, %d s each',
    result.products,
    seconds,
  );
  const row = ({ requestsPerSecond, p50Ms, p99Ms }: LoadFigure, status: number) => ({
    requestsPerSecond,
    p50Ms,
    p99Ms,
    status,
  });
  console.table({
    'first visits': row(result.firstVisits, 200),
    'repeat visits, If-None-Match': row(result.repeatVisits, 304),
  });
}

async function proxyVsNginx(seconds: number) {
  const result = await measureProxyVsNginx(seconds, Number(process.env.BENCH_ROUNDS ?? 3));
  console.log(
    '\nGateway and nginx in front of the catalog: GET /api/products?limit=28, 50 connections, %d s each',
    seconds,
  );
  console.table(
    result.rounds.map((round) => ({
      'direct req/s': round.direct.requestsPerSecond,
      'gateway req/s': round.gateway.requestsPerSecond,
      'nginx req/s': round.nginx.requestsPerSecond,
      'gateway p99': round.gateway.p99Ms,
      'nginx p99': round.nginx.p99Ms,
      'bare Node req/s': round.bareNode.requestsPerSecond,
      'gateway/direct': round.gatewayRatio,
      'nginx/direct': round.nginxRatio,
      'bare Node/direct': round.bareNodeRatio,
      'gateway ratio / nginx ratio': round.gatewayToNginx,
      'gateway/bare Node': round.gatewayToBareNode,
      'gateway CPU µs/req': round.gateway.cpuMicrosPerRequest,
      'bare Node CPU µs/req': round.bareNode.cpuMicrosPerRequest,
    })),
  );
  console.log('median of the rounds, gateway ratio / nginx ratio: %s', result.medianGatewayToNginx);
  console.log('median of the rounds, gateway / bare Node: %s', result.medianGatewayToBareNode);
}

async function mobile() {
  const runs = Number(process.env.BENCH_MOBILE_RUNS ?? 5);
  console.log(
    '\nA slow phone (1.6 Mbps down, 750 kbps up, 150 ms RTT, CPU 4× slower, 390×844 @2x), medians of %d cold loads',
    runs,
  );
  const figures = await measureMobile(runs);
  console.table(
    Object.fromEntries(
      figures.map(({ page, cold, repeatLcpMs }) => [page, { ...cold, 'repeat LCP ms': repeatLcpMs }]),
    ),
  );
}

async function identity(seconds: number) {
  const identity = await measureIdentity(seconds);
  const { memoryKiB, timeCost, parallelism } = identity.argon2id;
  console.log('\nIdentity: one registered user, through the gateway, %d s each', seconds);
  console.log(
    'argon2id of the stored hash: memory cost %d KiB (%s MiB), time cost %d, parallelism %d',
    memoryKiB,
    memoryKiB / 1024,
    timeCost,
    parallelism,
  );
  console.table({
    'POST /api/users/login': identity.login,
    'GET /api/users/profile': identity.profile,
    'POST /api/users/refresh (rotating chains)': identity.refresh,
  });
}

main().then(
  () => {
    console.log('\nload average at the end %s', loadAverage());
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
