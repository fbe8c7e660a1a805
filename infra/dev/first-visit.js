'use strict';
// What a browser really transfers on a first visit to `/`: the built embedded stack (what
// `npm start` runs) on a free port with a temporary data folder, and Debian's Chromium driven by
// playwright-core, counting every response's bytes on the wire (CDP `Network.loadingFinished`
// `encodedDataLength`: headers plus the body as sent, compressed or not).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { setTimeout, clearTimeout } = require('node:timers');
const { URL } = require('node:url');

const root = path.resolve(__dirname, '..', '..');
// Debian's Chromium with the flags the browser tests use too (no background lookups of Google hosts).
const { executablePath: chromiumPath, args: chromiumArgs } = require('./chromium.json');
// Engines the runner would use instead of its embedded defaults: the measurement runs on those.
const engineVariables = ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'SMTP_URL', 'MAIL_DIR', 'NODE_ENV'];

async function waitUntil(what, check, timeoutMs, assertAlive) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    assertAlive();
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The built runner on a free port; resolves once every service is ready (operator `/health`). */
async function startStack() {
  const runner = path.join(root, 'infra', 'dev', 'dist', 'start.js');
  if (!fs.existsSync(runner))
    throw new Error('infra/dev/dist/start.js is missing: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glow-first-visit-'));
  const env = { ...process.env };
  for (const name of engineVariables) delete env[name];
  Object.assign(env, {
    PORT: '0',
    OPS_PORT: '0',
    GLOW_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // No internet here: a refused connection answers the rates request at once instead of after a timeout.
    EXCHANGE_RATES_URL: 'http://127.0.0.1:9/',
  });
  const child = spawn(process.execPath, [runner], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const assertAlive = () => {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the embedded stack exited during start:\n${output.slice(-3000)}`);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    const [url, opsUrl] = await waitUntil(
      'the "Glow is running at" and "Operator:" lines',
      async () => {
        const port = /Glow is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
        const ops = /Operator:\s+(\S+)\/health/.exec(output)?.[1];
        return port && ops ? [`http://127.0.0.1:${port}`, ops] : undefined;
      },
      120_000,
      assertAlive,
    );
    await waitUntil(
      'every service ready',
      async () => (await globalThis.fetch(`${opsUrl}/health`)).ok,
      60_000,
      assertAlive,
    );
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Opens `url` once in a fresh phone-sized context (empty cache) and answers every response with
 * its type, encoding and transferred bytes, once a microfrontend (`/mf/…`) has loaded and no
 * request has been in flight for a second. (Playwright's `networkidle` fires too early here: the
 * shell spends more than its 500 ms evaluating its chunks before it asks for `remotes.json`.)
 */
async function measurePage(url) {
  if (!fs.existsSync(chromiumPath))
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's package (apt-get install -y chromium).`,
    );
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = new Map();
    const inFlight = new Set();
    let quietSince = Date.now();
    const settle = (requestId) => {
      inFlight.delete(requestId);
      if (inFlight.size === 0) quietSince = Date.now();
    };
    cdp.on('Network.requestWillBeSent', ({ requestId }) => inFlight.add(requestId));
    cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      responses.set(requestId, {
        url: response.url,
        type,
        status: response.status,
        encoding: headers['content-encoding'],
        bytes: 0,
        bodyBytes: 0,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const entry = responses.get(requestId);
      if (entry) entry.bodyBytes += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = responses.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
      settle(requestId);
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    const remoteLoaded = () =>
      [...responses.values()].some((entry) => new URL(entry.url).pathname.startsWith('/mf/'));
    await waitUntil(
      'a microfrontend to load and the network to be quiet for 1 s',
      async () => remoteLoaded() && inFlight.size === 0 && Date.now() - quietSince >= 1_000,
      30_000,
      () => undefined,
    );
    return [...responses.values()].filter((entry) => entry.bytes > 0);
  } finally {
    await browser.close();
  }
}

/** The first visit to `/` of the built stack, measured in Chromium. */
async function measureFirstVisit() {
  const stack = await startStack();
  try {
    return await measurePage(`${stack.url}/`);
  } finally {
    await stack.stop();
  }
}

module.exports = { measureFirstVisit, measurePage, startStack };
