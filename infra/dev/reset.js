'use strict';
// `npm run reset`: wipes the embedded runner's data (database, uploads, mail, keys, admin password).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.resolve(process.env.GLOW_DATA_DIR || path.join(root, '.data'));
const knownEntries = ['pglite', 'uploads', 'mail', 'keys', 'admin-password', 'runner.pid'];

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function runningPid() {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'runner.pid'), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? -1 : undefined;
  }
}

if (!fs.existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
  process.exit(0);
}
if ([path.parse(dataDir).root, root, os.homedir()].includes(dataDir)) fail(`Refusing to delete ${dataDir}.`);
const entries = fs.readdirSync(dataDir);
if (entries.length > 0 && !entries.some((entry) => knownEntries.includes(entry))) {
  fail(`${dataDir} does not look like Glow's data folder (no ${knownEntries.join(', ')}): not deleting it.`);
}
const pid = runningPid();
if (pid !== undefined) fail(`Glow is running (pid ${pid}) on ${dataDir}: stop it with Ctrl-C first.`);

fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next \`npm start\` creates a fresh database, keys and admin password.`);
