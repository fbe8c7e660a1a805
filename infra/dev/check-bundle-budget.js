'use strict';
// `npm run budget`: what a browser really transfers on a first visit to `/`, measured in Chromium
// against the built stack (see first-visit.js). Fails when the JavaScript on the wire exceeds the
// budget, or when a text answer over 1 KB arrives uncompressed (the precompressed builds or the
// services' compression are gone). Run after `npm run build` and `npm run build:web`.
const path = require('node:path');
const { URL } = require('node:url');
const { measureFirstVisit } = require('./first-visit');

// 159 KB measured after the first-visit work (React DOM, the federation runtime, the router,
// TanStack Query, single-spa, the shell, the web kit and the storefront); a little room for growth.
const budgetKb = 170;
const compressFrom = 1024;
const textTypes = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR', 'Manifest']);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (entries, field = 'bytes') => entries.reduce((total, entry) => total + entry[field], 0);

function report(responses) {
  for (const entry of responses)
    console.log(
      `  ${kb(entry.bytes).padStart(9)}  ${(entry.encoding ?? '-').padEnd(4)} ${entry.status} ${new URL(entry.url).pathname}`,
    );
  const byType = new Map();
  for (const entry of responses) byType.set(entry.type, [...(byType.get(entry.type) ?? []), entry]);
  for (const [type, entries] of [...byType].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${type}: ${entries.length} responses, ${kb(sum(entries))} transferred (${kb(sum(entries, 'bodyBytes'))} uncompressed)`,
    );
  console.log(`everything: ${responses.length} responses, ${kb(sum(responses))} transferred`);
}

async function main() {
  const responses = await measureFirstVisit();
  report(responses);
  const scripts = responses.filter((entry) => entry.type === 'Script');
  const scriptBytes = sum(scripts);
  console.log(`first visit to /: ${kb(scriptBytes)} of JavaScript transferred (budget ${budgetKb} KB)`);

  const problems = [];
  if (scriptBytes > budgetKb * 1024)
    problems.push(`JavaScript over budget by ${kb(scriptBytes - budgetKb * 1024)}.`);
  for (const entry of responses)
    if (
      textTypes.has(entry.type) &&
      entry.status === 200 &&
      !entry.encoding &&
      entry.bodyBytes >= compressFrom
    )
      problems.push(
        `${new URL(entry.url).pathname} (${entry.type}, ${kb(entry.bodyBytes)}) came uncompressed.`,
      );
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`${path.basename(module.filename)}: ${error.stack ?? error.message}`);
  process.exit(1);
});
