import os from 'node:os';
import { measureInProcessLatency, measureKafkaLatency } from './event-latency';
import { measureGatewayOverhead } from './gateway-overhead';
import { measureIdentity } from './identity';
import { measureListing } from './listing';

/* eslint-disable no-console -- a benchmark reports on the console */
async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const events = Number(process.env.BENCH_EVENTS ?? 1_000);
  // BENCH_ONLY=listing,identity runs just those scenarios (the machine is shared; a full run is long).
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const runs = (scenario: string) => !only || only.includes(scenario);
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

  if (runs('identity')) await identity(seconds);
  if (runs('events')) {
    const latencies = [await measureInProcessLatency(events), await measureKafkaLatency(events)];
    console.log('\nEvent latency: outbox commit → Socket.IO client receipt, %d events each', events);
    console.table(latencies);
  }
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
  console.table({ 'POST /api/users/login': identity.login, 'GET /api/users/profile': identity.profile });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
