/**
 * Every package's tests run from here against sources, so no build is needed first.
 * Two projects: `*.test.ts` in Node (services, libraries), `*.test.tsx` in jsdom (web apps).
 * A third, `e2e`, drives Chromium against the BUILT embedded stack (the root `npm test` builds first);
 * its global setup starts one stack for all its files, only when one of them is selected.
 */
const swc = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
];

const swcTsx = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/**
 * ES-module-only packages a service loads with `import()` (file-type and what it imports) or
 * `require()` (otplib's base32 and hash plugins): Node runs them natively, Jest's CommonJS runtime
 * needs them transformed like the sources.
 */
const esmOnlyNames = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  '@scure',
  '@noble',
];
const esmOnlyPackages = `/node_modules/(${esmOnlyNames.join('|')})/.+\\.js$`;
/** Every other package is left as it is, even where one of those is nested in it (otplib's plugins). */
const esmOnlySkipped = `^(?!.*/node_modules/(${esmOnlyNames.join('|')})/).*/node_modules/`;

/** The gateway, every service and the payment sandbox (libs/topology) by package name, at its sources. */
const deployableSources = Object.fromEntries(
  require('./libs/topology/src/topology.js')
    .deployables.filter((deployable) => ['gateway', 'service', 'sandbox'].includes(deployable.kind))
    .map((deployable) => [`^${deployable.package}$`, `<rootDir>/${deployable.workspace}/src`]),
);

const node = {
  displayName: 'node',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
  transform: { '^.+\\.ts$': swc, [esmOnlyPackages]: swc },
  transformIgnorePatterns: [esmOnlySkipped],
  // Nothing but loopback: a test never reaches the internet (test/setup/block-network.js).
  setupFiles: ['<rootDir>/test/setup/block-network.js'],
  moduleNameMapper: {
    '^@glow/demo-catalogue$': '<rootDir>/infra/demo-catalogue/src',
    '^@glow/service-kit/tracing$': '<rootDir>/libs/service-kit/src/tracing/start-tracing',
    '^@glow/testing/(pact|tracing)$': '<rootDir>/libs/testing/src/$1',
    '^@glow/contracts/fixtures$': '<rootDir>/libs/contracts/src/fixtures',
    '^@glow/(contracts|service-kit|testing|topology)$': '<rootDir>/libs/$1/src',
    ...deployableSources,
  },
};

const jsdom = {
  displayName: 'jsdom',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/test/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(ts|tsx)$': swcTsx },
  setupFiles: ['<rootDir>/libs/web-kit/test/jsdom-setup.js'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/libs/web-kit/test/style-mock.js',
    '\\.(css|svg|png|jpe?g|webp)$': '<rootDir>/libs/web-kit/test/file-mock.js',
    '^@glow/web-kit/testing$': '<rootDir>/libs/web-kit/src/testing',
    '^@glow/contracts/browser$': '<rootDir>/libs/contracts/src/browser',
    '^@glow/(contracts|web-kit)$': '<rootDir>/libs/$1/src',
  },
};

const e2e = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  transform: { '^.+\\.ts$': swc, [esmOnlyPackages]: swc },
  transformIgnorePatterns: [esmOnlySkipped],
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  slowTestThreshold: 30,
};

module.exports = {
  projects: [node, jsdom, e2e],
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/infra/dev/jest-failure-summary.js'],
};
