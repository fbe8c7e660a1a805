import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

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
              group: [
                '@glow/catalog',
                '@glow/user',
                '@glow/cart',
                '@glow/order',
                '@glow/payment',
                '@glow/messaging',
                '@glow/notification',
                '../../*/src/*',
              ],
              message: 'A service never imports another service: use events or its HTTP API.',
            },
          ],
        },
      ],
    },
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
