import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:tls';
import { ConfigError, createBus, createLogger, type EventBus } from '@glow/service-kit';
import { startMockKafka, type TestKafka } from '@glow/testing';

const logger = createLogger('kafka-tls-test', 'silent');
let dir: string;
let kafka: TestKafka;
let front: Server;
let frontPort: number;
/** What the TLS front saw: handshakes completed, handshakes refused, bytes read after a handshake. */
const seen = { secure: 0, refused: 0, bytes: 0 };
const buses: EventBus[] = [];

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A CA, and a certificate for 127.0.0.1 it signed: what Strimzi's cluster CA does for its brokers. */
function makeCertificates(): void {
  for (const name of ['ca', 'other-ca']) {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
    );
  }
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    'broker.key',
    '-out',
    'broker.csr',
  );
  writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'broker.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    'san.ext',
    '-out',
    'broker.pem',
  );
}

const settings = (caFile: string) => ({
  KAFKA_BROKERS: `127.0.0.1:${frontPort}`,
  KAFKA_IDEMPOTENT: false,
  KAFKA_MOCK_CLUSTER: kafka.mockCluster,
  KAFKA_FETCH_MAX_WAIT_MS: 100,
  KAFKA_TLS_CA_FILE: path.join(dir, caFile),
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'glow-kafka-tls-'));
  makeCertificates();
  kafka = await startMockKafka();
  const [host, port] = kafka.brokers[0]!.split(':');
  // TLS in front of the mock's first broker (the mock speaks plain TCP only).
  front = createServer({
    key: readFileSync(path.join(dir, 'broker.key')),
    cert: readFileSync(path.join(dir, 'broker.pem')),
  });
  front.on('secureConnection', (socket) => {
    seen.secure += 1;
    socket.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
    const broker = tcpConnect(Number(port), host);
    socket.pipe(broker).pipe(socket);
    broker.on('error', () => socket.destroy());
    socket.on('error', () => broker.destroy());
  });
  front.on('tlsClientError', () => (seen.refused += 1));
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
  frontPort = (front.address() as { port: number }).port;
});

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.stop().catch(() => undefined)));
  front?.close();
  await kafka?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('Kafka over TLS (KAFKA_TLS_CA_FILE)', () => {
  it('when the CA file is set, then the client speaks Kafka over TLS to a broker that CA vouches for', async () => {
    const bus = createBus('order', settings('ca.pem'), logger);
    buses.push(bus);
    // The mock then names its own plain-TCP brokers, so starting fails after the first exchange.
    await bus.start().catch(() => undefined);
    expect(seen.secure).toBeGreaterThan(0);
    expect(seen.bytes).toBeGreaterThan(0);
  });

  it('when the broker’s certificate comes from another CA, then the client refuses the connection', async () => {
    const before = { ...seen };
    const bus = createBus('order', settings('other-ca.pem'), logger);
    buses.push(bus);
    await expect(bus.start()).rejects.toThrow();
    expect(seen.secure).toBe(before.secure);
    expect(seen.refused).toBeGreaterThan(before.refused);
  });

  it('when the CA file cannot be read, then the service refuses to start and names it', () => {
    expect(() => createBus('order', settings('missing.pem'), logger)).toThrow(ConfigError);
    expect(() => createBus('order', settings('missing.pem'), logger)).toThrow(
      /KAFKA_TLS_CA_FILE .*missing\.pem cannot be read/,
    );
  });
});
