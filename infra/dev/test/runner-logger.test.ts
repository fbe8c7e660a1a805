import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capturedLog } from '@glow/testing';
import { createRunnerLogger } from '../src/logger';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'glow-runner-log-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('when npm start runs without LOG_LEVEL, then the terminal gets warnings and worse, and the log file everything from info', () => {
  const { lines, stream } = capturedLog();
  const file = path.join(dir, 'data', 'glow.log');
  const logger = createRunnerLogger({
    consoleLevel: 'warn',
    file: { path: file, level: 'info' },
    consoleStream: stream,
  });

  logger.debug('a detail');
  logger.info({ service: 'catalog' }, 'migration applied');
  logger.warn('exchange rate provider failed: fetch failed; serving the shipped snapshot');

  expect(lines.map((line) => line.msg)).toEqual([
    'exchange rate provider failed: fetch failed; serving the shipped snapshot',
  ]);
  const kept = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).msg);
  expect(kept).toEqual([
    'migration applied',
    'exchange rate provider failed: fetch failed; serving the shipped snapshot',
  ]);
});

test('when LOG_LEVEL asks for debug, then both get it', () => {
  const { lines, stream } = capturedLog();
  const file = path.join(dir, 'glow.log');
  const logger = createRunnerLogger({
    consoleLevel: 'debug',
    file: { path: file, level: 'debug' },
    consoleStream: stream,
  });

  logger.debug('a detail');

  expect(lines).toHaveLength(1);
  expect(readFileSync(file, 'utf8')).toContain('a detail');
});
