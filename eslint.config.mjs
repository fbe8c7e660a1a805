import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import topology from './libs/topology/src/topology.js';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Every service's package name, from the one list of deployables. */
const servicePackages = topology.deployables
  .filter((deployable) => deployable.kind === 'service')
  .map((deployable) => deployable.package);

/** `{ unit: 'mf-admin', feature: 'layout' }` for mf-admin/src/features/layout/…; units are the web apps and libs. */
function placeOf(file) {
  const relative = `${path.relative(root, file).split(path.sep).join('/')}/`;
  const unit = /^(shell|mf-[a-z]+|libs\/[a-z-]+)\//.exec(relative)?.[1];
  const feature = /^mf-[a-z]+\/src\/features\/([^/]+)\//.exec(relative)?.[1];
  return { unit, feature };
}

/** Imports no browser code may make (repeated where a later block overrides the rule). */
const browserImportRules = [
  {
    group: ['@glow/shell', '@glow/shell/*', '@glow/mf-*'],
    message: 'A web app never imports another one: share through @glow/web-kit.',
  },
  {
    group: ['@glow/service-kit', '@glow/service-kit/*', '@glow/gateway'],
    message: 'Browser code talks to the services over HTTP only (@glow/web-kit api).',
  },
  {
    regex: '^@glow/contracts$',
    allowTypeImports: true,
    message:
      'Browser code takes values from @glow/contracts/browser: the package root brings zod and node:crypto.',
  },
];

/** What a deployable runs never loads the test helpers; tests and the benches (infra/load) do. */
const testHelperImports = {
  group: ['@glow/testing', '@glow/testing/*'],
  message:
    'Production code never imports @glow/testing: the test helpers are for test/ folders and infra/load.',
};

/** bulletproof-react's `import/no-restricted-paths`, for relative imports resolved against the importing file. */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const here = placeOf(context.filename);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(context.filename), source.value));
      if (there.unit && here.unit && there.unit !== here.unit)
        context.report({
          node: source,
          message: there.unit.startsWith('libs/')
            ? `${here.unit} imports ${there.unit} by its package name (@glow/web-kit, @glow/web-kit/testing in tests), never by path.`
            : `${here.unit} never imports ${there.unit}: share through libs/web-kit.`,
        });
      else if (here.feature && there.feature && here.feature !== there.feature)
        context.report({
          node: source,
          message: `The ${here.feature} feature never imports the ${there.feature} feature: lift shared code up.`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
    };
  },
};

/** A service's layers and their rank: a file may import its own rank or lower, never higher. */
const layerRanks = { http: 2, messaging: 2, jobs: 2, domain: 1, data: 0, clients: 0 };
const serviceRootFiles = ['index.ts', 'config.ts', 'deps.ts', 'main.ts', 'tracing.ts'];

/**
 * Where a file of a service's `src` sits: `{ root: 'config.ts' }` for a root file, `{ layer: 'domain' }`
 * for one in a layer folder (directly or inside a feature folder), `{}` for anything else.
 */
function serviceSpotOf(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const inSrc = /^services\/[^/]+\/src\/(.+)$/.exec(relative)?.[1];
  if (!inSrc) return undefined;
  const parts = inSrc.split('/');
  if (parts.length === 1) return { root: parts[0] };
  const layer = parts.slice(0, 2).find((part) => part in layerRanks);
  return layer ? { layer } : {};
}

/**
 * A service is root files plus layer folders, flat or inside feature folders (services/<name>/src/<feature>/
 * <layer>/…): entry layers (http, messaging, jobs) may import domain, data and clients; domain may
 * import data and clients; nothing imports upwards. Any layer may read the root config; only entry
 * layers take the service's dependencies (deps.ts).
 */
const serviceLayers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const here = serviceSpotOf(context.filename);
    if (!here || here.root) return {};
    if (!here.layer) {
      return {
        Program: (node) =>
          context.report({
            node,
            message: `A service's code lives in its root files (${serviceRootFiles.join(', ')}) or a layer folder (${Object.keys(layerRanks).join(', ')}), flat or inside a feature folder.`,
          }),
      };
    }
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const there = serviceSpotOf(
        fs.existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts'),
      );
      if (!there) return;
      if (there.root === 'deps.ts' && layerRanks[here.layer] < 2)
        context.report({
          node: source,
          message: `${here.layer}/ takes what it needs as arguments: only entry layers (http, messaging, jobs) import deps.ts.`,
        });
      else if (there.root && there.root !== 'config.ts' && there.root !== 'deps.ts')
        context.report({ node: source, message: `A layer never imports the service's ${there.root}.` });
      else if (there.layer && layerRanks[there.layer] > layerRanks[here.layer])
        context.report({
          node: source,
          message: `${here.layer}/ never imports ${there.layer}/: layers import downwards (http, messaging, jobs → domain → data, clients).`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-dev/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['libs/web-kit/webpack/**/*.mjs'],
    languageOptions: { globals: { document: 'readonly', __GLOW_APP_NAME__: 'readonly' } },
  },
  {
    files: ['services/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...servicePackages, '../../*/src/*'],
              message: 'A service never imports another service: use events or its HTTP API.',
            },
            testHelperImports,
          ],
        },
      ],
    },
  },
  {
    files: ['services/*/src/**/*.ts'],
    plugins: { glow: { rules: { 'service-layers': serviceLayers } } },
    rules: { 'glow/service-layers': 'error' },
  },
  {
    files: [
      'gateway/src/**/*.ts',
      'libs/contracts/src/**/*.ts',
      'libs/service-kit/src/**/*.ts',
      'infra/dev/src/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [testHelperImports] }] },
  },
  {
    files: [
      'libs/web-kit/{src,test}/**/*.{ts,tsx}',
      'shell/{src,test}/**/*.{ts,tsx}',
      'mf-*/{src,test}/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, glow: { rules: { boundaries } } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'glow/boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserImportRules,
            {
              group: ['@glow/web-kit/*', '!@glow/web-kit/testing'],
              message: 'Import @glow/web-kit itself: a deep path makes a second copy of its stores.',
            },
          ],
        },
      ],
    },
  },
  {
    // The test helpers never reach a bundle.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserImportRules,
            {
              group: ['@glow/web-kit/*'],
              message: 'Import @glow/web-kit itself; @glow/web-kit/testing is for tests only.',
            },
          ],
        },
      ],
    },
  },
);
