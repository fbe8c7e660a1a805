import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../data-dir';
import { configurationDoc, configurationDocPath } from './configuration-doc';

// `npm run docs:config`: rewrites docs/configuration.md from the deployables' schemas.
writeFileSync(path.join(repoRoot, configurationDocPath), configurationDoc());
process.stdout.write(`wrote ${configurationDocPath}\n`);
