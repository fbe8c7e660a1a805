import http from 'node:http';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import {
  closeServer,
  closeUpstreams,
  listen,
  startEchoUpstreams,
  urlsOf,
  type Upstreams,
} from './support/upstreams';

/** How a connection to the service ended: who closed it, and how long after the answer was sent. */
interface ConnectionEnd {
  closedBy: 'gateway' | 'service';
  afterAnswerMs: number;
}

let upstreams: Upstreams;
let service: http.Server;
let gateway: RunningGateway;
const ends: ConnectionEnd[] = [];

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  // A Node service as deployed: idle kept-alive connections closed after 5 s, announced as `Keep-Alive: timeout=5`.
  service = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end('{}');
      const answeredAt = Date.now();
      const socket = req.socket;
      let clientEnded = false;
      socket.once('end', () => (clientEnded = true));
      socket.once('close', () =>
        ends.push({ closedBy: clientEnded ? 'gateway' : 'service', afterAnswerMs: Date.now() - answeredAt }),
      );
    });
  });
  const url = await listen(service);
  gateway = await startTestGateway({ ...urlsOf(upstreams), order: url });
});

afterAll(async () => {
  await gateway?.stop();
  await closeServer(service);
  await closeUpstreams(upstreams);
});

it('when a kept-alive connection to a service goes idle, then the gateway closes it before the service would', async () => {
  // A POST is never sent twice: it would reach the shopper as a 502 if it went out on a connection
  // the service was closing at that moment.
  const answer = await fetch(`${gateway.url}/api/orders/checkout`, { method: 'POST', body: '{}' });
  expect(answer.status).toBe(200);

  const deadline = Date.now() + 8_000;
  while (ends.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

  expect(ends).toHaveLength(1);
  expect(ends[0]!.closedBy).toBe('gateway');
  expect(ends[0]!.afterAnswerMs).toBeLessThan(5_000);
});
