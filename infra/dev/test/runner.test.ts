import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildPackages, devDist, isAlive, repoRoot, startNode, type WatchedProcess } from './child-process';

const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'glow-runner-')), 'data');
const runnerEnv: NodeJS.ProcessEnv = { ...process.env, GLOW_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' };
for (const engine of ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'ADMIN_PASSWORD'])
  delete runnerEnv[engine];

interface Started {
  runner: WatchedProcess;
  baseUrl: string;
  opsUrl: string;
  adminPassword: string;
  pglitePid: number;
}

async function startRunner(env = runnerEnv): Promise<Started> {
  const runner = startNode(path.join(devDist, 'start.js'), [], env);
  const [, port] = await runner.waitFor(/Glow is running at http:\/\/localhost:(\d+)/, 90_000);
  const [, adminPassword] = await runner.waitFor(/Admin password: (\S+)/, 1_000);
  const [, opsUrl] = await runner.waitFor(/Operator: +(\S+)\/health/, 1_000);
  const [, pglitePid] = await runner.waitFor(/"pglitePid":(\d+)/, 1_000);
  return {
    runner,
    baseUrl: `http://127.0.0.1:${port}`,
    opsUrl: opsUrl!,
    adminPassword: adminPassword!,
    pglitePid: Number(pglitePid),
  };
}

async function stopRunner(started: Started): Promise<number | string> {
  started.runner.child.kill('SIGINT');
  return started.runner.exited(15_000);
}

async function productCount(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/products`);
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

async function signIn(baseUrl: string, identifier: string, password: string) {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return {
    status: response.status,
    isAdmin: ((await response.json()) as { user?: { isAdmin?: boolean } }).user?.isAdmin,
  };
}

let first: Started | undefined;
let second: Started | undefined;
let third: WatchedProcess | undefined;
let firstProductCount = 0;

beforeAll(() => {
  buildPackages();
  // The web apps as `npm start` builds them; skipped when their builds are newer than their sources.
  execFileSync(process.execPath, [path.join(repoRoot, 'infra', 'dev', 'build-web.js')], { stdio: 'pipe' });
}, 240_000);

afterAll(async () => {
  for (const runner of [first?.runner, second?.runner, third])
    if (runner?.child.exitCode === null) runner.child.kill('SIGKILL');
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

test('when the runner starts on an empty data folder, then the operator port shows every service ready and the gateway serves the seeded catalogue', async () => {
  first = await startRunner();

  const health = await fetch(`${first.opsUrl}/health`);
  expect(health.status).toBe(200);
  const body = (await health.json()) as { status: string; services: Record<string, { ready: boolean }> };
  expect(body.status).toBe('ok');
  expect(Object.keys(body.services).sort()).toEqual(
    ['cart', 'catalog', 'dashboard', 'messaging', 'notification', 'order', 'payment', 'user'].sort(),
  );
  expect(Object.values(body.services).every((service) => service.ready)).toBe(true);
  firstProductCount = await productCount(first.baseUrl);
  expect(firstProductCount).toBeGreaterThanOrEqual(60);
}, 120_000);

test('when the runner prints admin credentials, then they sign in as an admin', async () => {
  const output = first!.runner.output();
  const [, email] = /Admin sign-in: +(\S+@\S+)/.exec(output) ?? [];

  expect(await signIn(first!.baseUrl, email!, first!.adminPassword)).toEqual({ status: 200, isAdmin: true });
});

test('when the browser opens /, then the shell is served with the remotes manifest and each remote', async () => {
  const page = await fetch(`${first!.baseUrl}/`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/text\/html/);
  const html = await page.text();
  // The home page arrives drawn by the storefront's and the shell's server bundles (gateway/README.md).
  expect(html).toContain('<title>Home | Glow</title>');
  expect(html).toContain('<div id="glow-root" hidden></div><div id="glow-first-screen"');

  const remotes = (await (await fetch(`${first!.baseUrl}/remotes.json`)).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual(['mf_admin', 'mf_checkout', 'mf_storefront']);
  for (const [name, manifestPath] of Object.entries(remotes)) {
    const manifest = await fetch(`${first!.baseUrl}${manifestPath}`);
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { name: string }).name).toBe(name);
  }
});

test('when the runner gets SIGINT, then it exits 0 and the PGlite child is gone', async () => {
  expect(isAlive(first!.pglitePid)).toBe(true);

  expect(await stopRunner(first!)).toBe(0);
  expect(isAlive(first!.pglitePid)).toBe(false);
  expect(first!.runner.output()).toContain('Glow stopped');
}, 30_000);

test('when the runner starts again on the same data, then nothing is seeded twice and the credentials are the same', async () => {
  const publicKey = readFileSync(path.join(dataDir, 'keys', 'jwt-public.pem'), 'utf8');

  second = await startRunner();

  expect(await productCount(second.baseUrl)).toBe(firstProductCount);
  expect(second.adminPassword).toBe(first!.adminPassword);
  expect(readFileSync(path.join(dataDir, 'keys', 'jwt-public.pem'), 'utf8')).toBe(publicKey);
  expect(second.runner.output()).not.toContain('first start: creating the embedded database');
}, 120_000);

test('when ADMIN_USERNAME belongs to another account, then the runner says the admin sign-in is not available instead of printing credentials that fail', async () => {
  expect(await stopRunner(second!)).toBe(0);
  // The first starts made `admin` for admin@glow.local: another email cannot have that username.
  third = startNode(path.join(devDist, 'start.js'), [], { ...runnerEnv, ADMIN_EMAIL: 'owner@glow.local' });
  await third.waitFor(/Glow is running at http:\/\/localhost:(\d+)/, 90_000);
  await third.waitFor(/Started in/, 1_000);

  const output = third.output();
  expect(output).toContain('admin account not created: the username');
  expect(output).toContain(
    'Admin sign-in:  not available: owner@glow.local does not sign in with the configured password',
  );
  expect(output).not.toContain('Admin password:');
}, 120_000);

test.each(['PORT', 'OPS_PORT'])(
  'when %s is taken, then the runner names it and exits 1',
  async (variable) => {
    const blocker = net.createServer().listen(0);
    await new Promise((resolve) => blocker.once('listening', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const otherData = `${dataDir}-busy-port`;
    try {
      const runner = startNode(path.join(devDist, 'start.js'), [], {
        ...runnerEnv,
        [variable]: String(port),
        GLOW_DATA_DIR: otherData,
      });
      expect(await runner.exited(20_000)).toBe(1);
      expect(runner.output()).toContain(`${variable}=${port}: the port is already in use`);
    } finally {
      blocker.close();
      rmSync(otherData, { recursive: true, force: true });
    }
  },
  30_000,
);

test('when reset runs while the runner is up, then it refuses; once stopped, it removes the data folder', async () => {
  const reset = () => startNode(path.join(repoRoot, 'infra', 'dev', 'reset.js'), [], runnerEnv);

  const refused = reset();
  expect(await refused.exited(10_000)).toBe(1);
  expect(refused.output()).toMatch(/Glow is running \(pid \d+\)/);
  expect(existsSync(dataDir)).toBe(true);

  third!.child.kill('SIGINT');
  expect(await third!.exited(15_000)).toBe(0);
  const removed = reset();
  expect(await removed.exited(10_000)).toBe(0);
  expect(existsSync(dataDir)).toBe(false);
}, 40_000);
