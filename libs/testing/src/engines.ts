import { existsSync } from 'node:fs';
import net from 'node:net';

/**
 * True when something accepts TCP connections on host:port within the timeout. A closed local port
 * refuses at once, so the timeout only matters for a busy process: a Jest worker blocked for half a
 * second saw its timer fire before the connect it had already made (a 500 ms timeout once reported
 * a running PostgreSQL as missing in a full run).
 */
export function portOpen(host: string, port: number, timeoutMs = 5_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

export function dockerEngineAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

interface EngineChoice {
  name: string;
  envVar: string;
  host: string;
  port: number;
  defaultUrl: string;
  image: string;
  containerUrl: (host: string, port: number) => string;
  howToStart: string;
}

const started = new Map<string, Promise<string>>();

/**
 * Picks a test engine the same way everywhere: the env URL, then the local default port,
 * then a Testcontainers container where a Docker engine exists, else a clear error.
 */
export async function engineUrl(choice: EngineChoice): Promise<string> {
  const fromEnv = process.env[choice.envVar];
  if (fromEnv) return fromEnv;
  if (await portOpen(choice.host, choice.port)) return choice.defaultUrl;
  if (dockerEngineAvailable()) {
    const existing = started.get(choice.name);
    if (existing) return existing;
    const starting = startContainer(choice);
    started.set(choice.name, starting);
    return starting;
  }
  throw new Error(
    `No ${choice.name} for tests: set ${choice.envVar}, start one on ${choice.host}:${choice.port} (${choice.howToStart}), or run a Docker engine for Testcontainers.`,
  );
}

async function startContainer(choice: EngineChoice): Promise<string> {
  const { GenericContainer } = await import('testcontainers');
  const container = await new GenericContainer(choice.image)
    .withExposedPorts(choice.port)
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .start();
  return choice.containerUrl(container.getHost(), container.getMappedPort(choice.port));
}

export function postgresAdminUrl(): Promise<string> {
  return engineUrl({
    name: 'PostgreSQL',
    envVar: 'TEST_DATABASE_URL',
    host: '127.0.0.1',
    port: 5432,
    defaultUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    image: 'postgres:16-alpine',
    containerUrl: (host, port) => `postgres://postgres@${host}:${port}/postgres`,
    howToStart: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  });
}

export function redisTestUrl(): Promise<string> {
  return engineUrl({
    name: 'Redis',
    envVar: 'TEST_REDIS_URL',
    host: '127.0.0.1',
    port: 6379,
    defaultUrl: 'redis://127.0.0.1:6379',
    image: 'redis:7-alpine',
    containerUrl: (host, port) => `redis://${host}:${port}`,
    howToStart: 'redis-server --daemonize yes --port 6379',
  });
}
