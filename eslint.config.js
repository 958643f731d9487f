// Flat config: TypeScript rules, the dependency direction of the design, and raw browser state bans.
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const RAW_STATE = [
  {
    selector: "MemberExpression[object.name='document'][property.name='cookie']",
    message: 'Use the cookie accessors of generated/cookies.ts.',
  },
  { selector: "MemberExpression[property.name='localStorage']", message: 'Use the storage accessors of generated/storage.ts.' },
  { selector: "MemberExpression[property.name='sessionStorage']", message: 'Use the storage accessors of generated/storage.ts.' },
  {
    selector: "Identifier[name='localStorage']:not(MemberExpression > Identifier.property)",
    message: 'Use the storage accessors of generated/storage.ts.',
  },
  {
    selector: "Identifier[name='sessionStorage']:not(MemberExpression > Identifier.property)",
    message: 'Use the storage accessors of generated/storage.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'node_modules/',
      'generated/',
      'data/',
      'test-results/',
      'playwright-report/',
      'generator/*.bundle.cjs',
      'tests/generator/*/expected/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, formatjs },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } }, 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './generated', from: './src', message: 'generated/ imports nothing from src/.' },
            { target: './generator', from: './src', message: 'generator/ imports nothing from src/.' },
            {
              target: './src/shared',
              from: ['./src/entities', './src/features', './src/pages', './src/app', './src/server', './src/guards'],
              message: 'src/shared imports no entity, feature, page or app code.',
            },
            {
              target: './src/entities',
              from: ['./src/features', './src/pages', './src/app', './src/server'],
              message: 'Entities import only shared code.',
            },
            {
              target: './src/features',
              from: ['./src/pages', './src/app', './src/server'],
              message: 'Features import only entities and shared code.',
            },
            { target: './src/pages', from: ['./src/app', './src/server'], message: 'Pages import no app or server code.' },
            {
              target: './src/guards',
              from: ['./src/app', './src/pages', './src/features', './src/server'],
              message: 'Guards are pure functions of their context.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...RAW_STATE],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One typed, validated module reads the environment; everything else is handed its settings.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through src/server/config.ts (configFromEnvironment).' },
      ],
    },
  },
  {
    // The accessors' own runtime is the one place that touches the browser's cookie and storage.
    files: ['generator/runtime/cookies.ts', 'generator/runtime/storage.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // End-to-end tests observe the browser's storage as it is.
    files: ['tests/e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // No raw user-visible strings in JSX: every text comes from a catalogue or from data.
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
    },
  },
);
