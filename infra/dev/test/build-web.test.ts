import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const { isStale, stampName } = createRequire(__filename)('../build-web.js') as {
  isStale(appDir: string, sharedPaths: string[]): boolean;
  stampName: string;
};

let root: string | undefined;
let app: string;
let shared: string;
const past = new Date(Date.now() - 60_000);

/** A built app: its sources and the shared folder a minute old, its stamp written now. */
function builtApp() {
  if (root) rmSync(root, { recursive: true, force: true });
  root = mkdtempSync(path.join(os.tmpdir(), 'glow-build-web-'));
  app = path.join(root, 'shell');
  shared = path.join(root, 'web-kit');
  mkdirSync(path.join(app, 'src'), { recursive: true });
  mkdirSync(shared);
  for (const file of [
    path.join(app, 'src', 'index.ts'),
    path.join(app, 'src', 'old.ts'),
    path.join(shared, 'kit.ts'),
  ])
    writeFileSync(file, 'export {};\n');
  for (const entry of [
    path.join(app, 'src', 'index.ts'),
    path.join(app, 'src', 'old.ts'),
    path.join(app, 'src'),
    path.join(shared, 'kit.ts'),
    shared,
    app,
  ])
    utimesSync(entry, past, past);
  mkdirSync(path.join(app, 'dist'));
  writeFileSync(path.join(app, 'dist', stampName), '');
}

beforeEach(builtApp);
afterEach(() => rmSync(root!, { recursive: true, force: true }));

test('when nothing changed since the build, then the app is up to date, though the build created its output folders', () => {
  // The first build of a fresh clone creates dist/ and dist-server/, which touches the app's folder.
  mkdirSync(path.join(app, 'dist-server'));

  expect(isStale(app, [shared])).toBe(false);
});

test('when a source, a shared file or a removed source changed since the build, then the app is stale', () => {
  const later = new Date(Date.now() + 1_000);
  utimesSync(path.join(app, 'src', 'index.ts'), later, later);
  expect(isStale(app, [shared])).toBe(true);

  builtApp();
  utimesSync(path.join(shared, 'kit.ts'), later, later);
  expect(isStale(app, [shared])).toBe(true);

  builtApp();
  unlinkSync(path.join(app, 'src', 'old.ts'));
  utimesSync(path.join(app, 'src'), later, later);
  expect(isStale(app, [shared])).toBe(true);
});

test('when the app was never built, then it is stale', () => {
  rmSync(path.join(app, 'dist'), { recursive: true });

  expect(isStale(app, [shared])).toBe(true);
});
