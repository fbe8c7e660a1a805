import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  configurationDoc,
  configurationDocPath,
  regenerateCommand,
} from '../infra/dev/src/configuration-doc/configuration-doc';

/**
 * docs/configuration.md is written from the deployables' zod schemas (each setting's `.describe()`)
 * and the list of variables read outside them; a schema changed without the document is a document
 * that lies.
 */
it('when a setting changes in a schema, then docs/configuration.md says it too', () => {
  const committed = readFileSync(path.resolve(__dirname, '..', configurationDocPath), 'utf8');
  const generated = configurationDoc();
  if (committed !== generated)
    throw new Error(
      `${configurationDocPath} differs from the schemas: run \`${regenerateCommand}\` and commit it.`,
    );
});
