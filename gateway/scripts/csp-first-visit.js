'use strict';
// The cost of the browser policy on a first visit to `/` (docs/PERFORMANCE.md, "The CSP-checked
// first visit"): the built embedded stack on a free port and Debian's Chromium at 390×844 with an
// empty cache. "with" is the page as the gateway sends it; "without" the same page with its
// Content-Security-Policy and Permissions-Policy removed. Both pass the document through the same
// route handler, so the interception costs the same; the modes alternate which goes first.
//   npm run build && npm run build:web && node gateway/scripts/csp-first-visit.js [pairs]
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { setTimeout } = require('node:timers/promises');
const { chromium } = require('playwright-core');

const root = path.resolve(__dirname, '..', '..');
const { executablePath, args } = require(path.join(root, 'infra', 'dev', 'chromium.json'));
const engineVariables = ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'SMTP_URL', 'MAIL_DIR', 'NODE_ENV'];
const policyHeaders = ['content-security-policy', 'permissions-policy', 'reporting-endpoints'];

async function startStack() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glow-csp-visit-'));
  const env = { ...process.env, PORT: '0', OPS_PORT: '0', GLOW_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of engineVariables) delete env[name];
  env.EXCHANGE_RATES_URL = 'http://127.0.0.1:9/';
  const runner = path.join(root, 'infra', 'dev', 'dist', 'start.js');
  const child = spawn(process.execPath, [runner], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack exited:\n${output.slice(-3000)}`);
    const port = /Glow is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    const ops = /Operator:\s+(\S+)\/health/.exec(output)?.[1];
    const ready =
      port &&
      ops &&
      (await globalThis.fetch(`${ops}/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ready) return { url: `http://127.0.0.1:${port}`, stop };
    await setTimeout(200);
  }
}

async function visit(browser, url, mode) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  let violations = 0;
  await context.exposeBinding('glowViolation', () => (violations += 1));
  await context.addInitScript({
    content: "document.addEventListener('securitypolicyviolation', () => window.glowViolation());",
  });
  const page = await context.newPage();
  await page.route(`${url}/`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    if (mode === 'without') for (const name of policyHeaders) delete headers[name];
    await route.fulfill({ response, headers });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let responses = 0;
  cdp.on('Network.responseReceived', () => (responses += 1));
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
  const started = Date.now();
  await page.goto(`${url}/`);
  await page.locator('#glow-app-mf_storefront h1').first().waitFor({ timeout: 30_000 });
  const firstHeading = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const load = await page.evaluate("Math.round(performance.getEntriesByType('navigation')[0].loadEventEnd)");
  await context.close();
  return { mode, firstHeading, load, bytes, responses, violations };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
};

async function main() {
  const pairs = Number(process.argv[2] ?? 8);
  console.log('load average', fs.readFileSync('/proc/loadavg', 'utf8').trim());
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    await visit(browser, stack.url, 'with'); // warms the services (caches, JIT) once
    const results = [];
    for (let pair = 0; pair < pairs; pair += 1)
      for (const mode of pair % 2 ? ['without', 'with'] : ['with', 'without']) {
        const result = await visit(browser, stack.url, mode);
        results.push(result);
        console.log(JSON.stringify(result));
      }
    for (const mode of ['with', 'without']) {
      const runs = results.filter((result) => result.mode === mode);
      const bytesByResponses = Object.fromEntries(runs.map((run) => [run.responses, run.bytes]));
      console.log(
        `${mode}: first heading ${median(runs.map((run) => run.firstHeading))} ms, load ${median(
          runs.map((run) => run.load),
        )} ms, bytes by response count ${JSON.stringify(bytesByResponses)}, violations ${runs.reduce(
          (sum, run) => sum + run.violations,
          0,
        )}`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
