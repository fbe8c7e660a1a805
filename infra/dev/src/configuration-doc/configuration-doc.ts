import { settingsOutsideSchemas } from './outside-schemas';
import { settingSections, type SettingRow } from './setting-rows';

/** The command that writes the document, named in it and in the test that keeps it current. */
export const regenerateCommand = 'npm run docs:config';

/** Where the document lives, from the repository's root. */
export const configurationDocPath = 'docs/configuration.md';

const intro = `# Configuration

<!-- Written by \`${regenerateCommand}\` from the deployables' zod schemas: edit those, not this file. -->

Every variable the store reads, written by \`${regenerateCommand}\` from the zod schemas each
deployable validates its environment with (the service kit's \`libs/service-kit/src/config.ts\` and
\`src/mail/mail-config.ts\`, each service's \`src/config.ts\`, \`gateway/src/config.ts\`; the
description is each setting's \`.describe()\`), and from the list of variables read outside them
(\`infra/dev/src/configuration-doc/outside-schemas.ts\`). Change a setting there and run the command
again: \`test/configuration-doc.test.ts\` fails while this file and the schemas differ.

The same code runs embedded and in production; only configuration chooses. A missing engine variable
selects the embedded default and says so in one log line at start. Every deployable validates its
environment at start: a wrong value stops it with a message naming the variable. **default** is what
the code takes when the variable is unset; **\`npm start\`** is what the embedded runner sets instead
(empty: the default). Cart and dashboard read only the service kit's settings.`;

const columns = ['variable', 'used by', 'default', 'allowed', '`npm start`', 'description'];

/** A table cell: one line, and a `|` that does not end the cell. */
const cell = (text: string) => text.replace(/\n/g, ' ').replace(/\|/g, '\\|');

function table(rows: SettingRow[]): string {
  const lines = [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const cells = [
      `\`${row.name}\``,
      row.usedBy.join(', '),
      row.default,
      row.allowed,
      row.embedded,
      row.description,
    ];
    lines.push(`| ${cells.map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

const outside: SettingRow[] = settingsOutsideSchemas.map((setting) => ({
  name: setting.name,
  usedBy: [setting.usedBy],
  default: setting.default,
  allowed: '',
  embedded: setting.embedded ?? '',
  description: setting.description,
}));

/** docs/configuration.md as the schemas say it today. */
export function configurationDoc(): string {
  const sections = settingSections().map(({ title, rows }) => `## ${title}\n\n${table(rows)}`);
  const outsideSection = `## Read outside the schemas\n\nRead before any schema is loaded, or by the tools and images around the store.\n\n${table(outside)}`;
  return `${[intro, ...sections, outsideSection].join('\n\n')}\n`;
}
