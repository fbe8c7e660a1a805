'use strict';
// The last lines of a run name its slowest files and, when red, every failing test with its first
// error line and where it failed: CI keeps only the end of a run's output, and Jest's own summary
// prints whole diffs before it.
const path = require('node:path');
const { stripVTControlCharacters } = require('node:util');

const root = path.resolve(__dirname, '..', '..');

function firstLine(message = '') {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim());
  return lines.find(Boolean) ?? '(no message)';
}

/** The first stack frame in the test's own file, as `file:line`. */
function placeIn(testFile, message = '') {
  const frame = stripVTControlCharacters(message)
    .split('\n')
    .find((line) => /^\s*at /.test(line) && line.includes(testFile));
  const position = frame && /:(\d+):\d+\)?\s*$/.exec(frame);
  return position ? `:${position[1]}` : '';
}

/** How many of the slowest files a run of more than that many files names at its end. */
const slowestShown = 12;

function printSlowest(results) {
  if (results.testResults.length <= slowestShown) return;
  const seconds = (file) => (file.perfStats.end - file.perfStats.start) / 1000;
  const slowest = [...results.testResults].sort((a, b) => seconds(b) - seconds(a)).slice(0, slowestShown);
  const total = results.testResults.reduce((sum, file) => sum + seconds(file), 0);
  process.stdout.write(
    `\nSlowest test files (of ${results.testResults.length}, ${total.toFixed(0)} s in all):\n` +
      slowest
        .map(
          (file) =>
            `  ${seconds(file).toFixed(1).padStart(6)} s  ${path.relative(root, file.testFilePath)}\n`,
        )
        .join(''),
  );
}

class FailureSummary {
  onRunComplete(_contexts, results) {
    printSlowest(results);
    const failures = [];
    for (const file of results.testResults) {
      const relative = path.relative(root, file.testFilePath);
      if (file.testExecError) failures.push(`${relative}: ${firstLine(file.testExecError.message)}`);
      for (const test of file.testResults) {
        if (test.status !== 'failed') continue;
        const message = test.failureMessages[0];
        failures.push(
          `${relative}${placeIn(file.testFilePath, message)} › ${test.fullName}: ${firstLine(message)}`,
        );
      }
    }
    if (failures.length === 0) return;
    process.stdout.write(
      `\nFailing tests (${failures.length}):\n${failures.map((f) => `  ✗ ${f}\n`).join('')}`,
    );
  }
}

module.exports = FailureSummary;
