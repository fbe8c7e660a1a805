'use strict';
/**
 * `node --require` this, and a plain Node process runs the TypeScript sources as Jest does: each
 * .ts file compiled by swc with Jest's options, `@glow/*` resolved by Jest's moduleNameMapper.
 * For what Jest's own module loader hides: OpenTelemetry's instrumentations patch libraries
 * through Node's `require`, which Jest replaces with its own (libs/testing/src/tracing.ts).
 */
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');
const jestConfig = require('../../../jest.config.js');

const node = jestConfig.projects.find((project) => project.displayName === 'node');
const [, swcOptions] = node.transform['^.+\\.ts$'];
const mapped = Object.entries(node.moduleNameMapper).map(([pattern, target]) => [
  new RegExp(pattern),
  target.replace('<rootDir>', node.rootDir),
]);

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcOptions, filename });
  module._compile(code, filename);
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveMapped(request, ...rest) {
  const mapping = mapped.find(([pattern]) => pattern.test(request));
  return resolveFilename.call(this, mapping ? request.replace(...mapping) : request, ...rest);
};
