import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium as playwright, type BrowserContext } from 'playwright-core';
import { percentile, round } from './stats';

/**
 * A Nigerian shopper's phone on mobile data: 1.6 Mbps down, 750 kbps up, 150 ms round
 * trip, the CPU 4× slower, 390×844 at 2× pixels. Chromium applies it through the DevTools protocol.
 */
const slowPhone = {
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.95,
  uploadThroughput: (750e3 / 8) * 0.95,
  cpuSlowdown: 4,
};

interface FirstVisitModule {
  startStack(): Promise<{ url: string; stop(): Promise<void> }>;
}
const requireHere = createRequire(__filename);
// The built embedded stack and Debian's Chromium, as the bundle budget measures them.
const { startStack } = requireHere(path.resolve(__dirname, '../../dev/first-visit.js')) as FirstVisitModule;
const chromium = requireHere(path.resolve(__dirname, '../../dev/chromium.json')) as {
  executablePath: string;
  args: string[];
};

export interface VisitFigures {
  lcpMs: number;
  /** Every shift of the load summed (stricter than the session-window CLS). */
  layoutShift: number;
  totalBlockingMs: number;
  transferredKB: number;
}

/** Collected in the page from its first script on: LCP, every layout shift, long tasks after the first paint. */
const observe = `
  const perf = { lcp: 0, shift: 0, fcp: 0, longTasks: [] };
  window.__perf = perf;
  const watch = (type, take) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
  watch('largest-contentful-paint', (entry) => (perf.lcp = entry.startTime));
  watch('layout-shift', (entry) => { if (!entry.hadRecentInput) perf.shift += entry.value; });
  watch('longtask', (entry) => perf.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime; });
`;

interface Observed {
  lcp: number;
  shift: number;
  fcp: number;
  longTasks: { start: number; duration: number }[];
}

async function throttled(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slowPhone });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
  await page.addInitScript({ content: observe });
  return { page, transferred: () => bytes };
}

/** Loads `url`, lets the page settle (the throttled network included), then reads what it observed. */
async function visit(context: BrowserContext, url: string): Promise<VisitFigures> {
  const { page, transferred } = await throttled(context);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // The remotes, their data and pictures come after `load`: a quiet throttled network ends the visit.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1_000);
  const perf = (await page.evaluate('window.__perf')) as Observed;
  const blocking = perf.longTasks
    .filter((task) => task.start >= perf.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return {
    lcpMs: round(perf.lcp, 0),
    layoutShift: round(perf.shift, 3),
    totalBlockingMs: round(blocking, 0),
    transferredKB: round(transferred() / 1024, 1),
  };
}

const median = (values: number[]) => percentile(values, 50);

function medians(runs: VisitFigures[]): VisitFigures {
  return {
    lcpMs: median(runs.map((run) => run.lcpMs)),
    layoutShift: median(runs.map((run) => run.layoutShift)),
    totalBlockingMs: median(runs.map((run) => run.totalBlockingMs)),
    transferredKB: median(runs.map((run) => run.transferredKB)),
  };
}

export interface MobileFigures {
  page: string;
  cold: VisitFigures;
  /** The same browser again in a new tab: the HTTP cache is warm. */
  repeatLcpMs: number;
}

/**
 * `/`, `/products` and one product page on the slow phone, `runs` times each: every run a fresh
 * browser context (a cold cache), then a second tab of it (a repeat visit). Medians.
 */
export async function measureMobile(runs = 5): Promise<MobileFigures[]> {
  const stack = await startStack();
  const browser = await playwright.launch({ executablePath: chromium.executablePath, args: chromium.args });
  try {
    const products = (await (await fetch(`${stack.url}/api/products?limit=1`)).json()) as {
      items: { _id: string }[];
    };
    const pages = ['/', '/products', `/products/${products.items[0]!._id}`];
    const figures: MobileFigures[] = [];
    for (const pathname of pages) {
      const cold: VisitFigures[] = [];
      const repeat: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        // A returning shopper's consent: the banner is the same on every run and not what is measured.
        await context.addCookies([{ name: 'consent', value: 'accepted', url: stack.url }]);
        cold.push(await visit(context, `${stack.url}${pathname}`));
        repeat.push((await visit(context, `${stack.url}${pathname}`)).lcpMs);
        await context.close();
      }
      figures.push({
        page: pathname.replace(/[0-9a-f-]{36}$/, '{id}'),
        cold: medians(cold),
        repeatLcpMs: median(repeat),
      });
    }
    return figures;
  } finally {
    await browser.close();
    await stack.stop();
  }
}
