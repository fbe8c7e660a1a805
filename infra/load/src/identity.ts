import { createTestDatabase, createTestKeys, testPool } from '@glow/testing';
import { warmAndLoad, type LoadFigure } from './load';
import { runDeployable, runGateway, unlimited } from './processes';
import { loadRefreshChains } from './refresh-chain';

export interface Argon2Parameters {
  memoryKiB: number;
  timeCost: number;
  parallelism: number;
}

export interface IdentityFigures {
  argon2id: Argon2Parameters;
  login: LoadFigure & { connections: number };
  profile: LoadFigure & { connections: number };
  refresh: LoadFigure & { connections: number };
}

const account = { username: 'bench', email: 'bench@glow.test', password: 'bench-password-1' };
const json = { 'content-type': 'application/json' };

/** The parameters a stored hash was made with, from its PHC string (`$argon2id$v=19$m=19456,p=1,t=2$…`). */
export function argon2Parameters(hash: string): Argon2Parameters {
  const [, type, , parameters = ''] = hash.split('$');
  const values = new Map(parameters.split(',').map((pair) => pair.split('=') as [string, string]));
  const memoryKiB = Number(values.get('m'));
  const timeCost = Number(values.get('t'));
  const parallelism = Number(values.get('p'));
  if (type !== 'argon2id' || !memoryKiB || !timeCost || !parallelism) {
    throw new Error(`not an argon2id hash: ${hash.slice(0, 32)}…`);
  }
  return { memoryKiB, timeCost, parallelism };
}

async function post(url: string, body: object, expected: number): Promise<{ token: string }> {
  const response = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  if (response.status !== expected) {
    throw new Error(`POST ${url}: expected ${expected}, got ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { token: string };
}

async function storedHashParameters(databaseUrl: string): Promise<Argon2Parameters> {
  const pool = testPool(databaseUrl, 1);
  try {
    const { rows } = await pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM identity.users WHERE username = $1',
      [account.username],
    );
    return argon2Parameters(rows[0]!.password_hash);
  } finally {
    await pool.end();
  }
}

/**
 * User service and gateway each as their own process, the user service on a fresh database of
 * the real PostgreSQL with its login limits out of the way; one registered user logs in (each
 * request verifies an argon2id hash), reads its profile and renews its sessions (refresh-token
 * rotation), through the gateway.
 */
export async function measureIdentity(
  seconds = 10,
  connections = { login: 8, profile: 50, refresh: 20 },
): Promise<IdentityFigures> {
  const database = await createTestDatabase('glow_bench');
  const keys = createTestKeys();
  const user = await runDeployable('services/user', {
    DATABASE_URL: database.url,
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    LOGIN_RATE_LIMIT_PER_IP: unlimited,
    LOGIN_RATE_LIMIT_PER_ACCOUNT: unlimited,
    REFRESH_RATE_LIMIT_PER_IP: unlimited,
  });
  const gateway = await runGateway({ JWT_PUBLIC_KEY: keys.publicKey, USER_SERVICE_URL: user.url });
  try {
    await post(`${gateway.url}/api/users/register`, { ...account, confirmPassword: account.password }, 201);
    const credentials = { identifier: account.email, password: account.password };
    const { token } = await post(`${gateway.url}/api/users/login`, credentials, 200);
    const argon2id = await storedHashParameters(database.url);
    const login = await warmAndLoad(
      {
        url: `${gateway.url}/api/users/login`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(credentials),
      },
      seconds,
      connections.login,
    );
    const profile = await warmAndLoad(
      { url: `${gateway.url}/api/users/profile`, headers: { authorization: `Bearer ${token}` } },
      seconds,
      connections.profile,
    );
    const refresh = await loadRefreshChains(gateway.url, credentials, seconds, connections.refresh);
    return {
      argon2id,
      login: { ...login, connections: connections.login },
      profile: { ...profile, connections: connections.profile },
      refresh: { ...refresh, connections: connections.refresh },
    };
  } finally {
    await gateway.stop();
    await user.stop();
    await database.drop();
  }
}
