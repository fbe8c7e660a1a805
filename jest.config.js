/** Every package's tests run from here against sources, so no build is needed first. */
const swc = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@glow/service-kit/testing$': '<rootDir>/libs/service-kit/src/testing',
    '^@glow/(contracts|service-kit)$': '<rootDir>/libs/$1/src',
    '^@glow/(catalog|user|cart|order|payment|messaging|notification)$': '<rootDir>/services/$1/src',
    '^@glow/gateway$': '<rootDir>/gateway/src',
  },
  testTimeout: 60000,
  maxWorkers: 2,
};
