#!/usr/bin/env node
/**
 * Records each topic's current version beside its fixtures: writes `fixtures/<topic>/v<N>.schema.json`
 * when version N is new, and starts `v<N>.json` from the version before (to edit so it shows the new
 * fields). A recorded version is never rewritten: a different schema under the same number is refused.
 * Reads the built contracts: `npm run contracts:record` builds them first.
 */
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const prettier = require('prettier');
const { topicContracts, topicJsonSchema, topics } = require('../dist');
const { fixturesDir } = require('../dist/fixtures');

async function writeJson(file, value) {
  const text = await prettier.format(JSON.stringify(value), { filepath: file });
  writeFileSync(file, text);
}

async function record(topic) {
  const { version } = topicContracts[topic];
  const folder = path.join(fixturesDir, topic);
  const schemaFile = path.join(folder, `v${version}.schema.json`);
  const eventsFile = path.join(folder, `v${version}.json`);
  const schema = topicJsonSchema(topic);
  mkdirSync(folder, { recursive: true });

  if (existsSync(schemaFile)) {
    if (isDeepStrictEqual(JSON.parse(readFileSync(schemaFile, 'utf8')), schema)) return [];
    throw new Error(
      `${topic} version ${version} was recorded with another schema: a change needs version ${version + 1}`,
    );
  }
  await writeJson(schemaFile, schema);
  const notes = [`${topic}: recorded version ${version}'s schema`];
  if (!existsSync(eventsFile)) {
    const earlier = path.join(folder, `v${version - 1}.json`);
    const events = existsSync(earlier) ? JSON.parse(readFileSync(earlier, 'utf8')) : [];
    await writeJson(
      eventsFile,
      events.map((event) => ({ ...event, version })),
    );
    notes.push(
      `${topic}: wrote ${path.relative(process.cwd(), eventsFile)}; edit it to show every new field`,
    );
  }
  return notes;
}

async function main() {
  const notes = [];
  for (const topic of topics) notes.push(...(await record(topic)));
  console.log(notes.length ? notes.join('\n') : 'Every topic version is recorded.');
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
