import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './tools/eslint/feature-boundaries.js';

const layerMessage = 'A lower layer may not import a higher one (docs/architecture.md, Import direction).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier keeps code within 120 columns but leaves long strings and comments alone; this holds them to it too.
      'max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: false }],
    },
  },
  // Import direction between layers (no circles): the HTTP client does not know the session or the screens; the
  // server's auth helpers do not know the Fastify plugins built on them.
  {
    files: ['apps/web/src/api/**/*.{ts,tsx}', 'apps/web/src/browser/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/session/**', '**/shell/**', '**/ui/**', '**/widgets/**', '**/features/**'],
              message: layerMessage,
            },
          ],
        },
      ],
    },
  },
  // ui/ holds primitives only: no domain widget, screen, app frame or session.
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/widgets/**', '**/features/**', '**/shell/**', '**/session/**'], message: layerMessage },
          ],
        },
      ],
    },
  },
  // widgets/ (domain pieces shared by features) build on ui/ and api/, never on a screen, the app frame or the session.
  {
    files: ['apps/web/src/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/shell/**', '**/session/**'], message: layerMessage }] },
      ],
    },
  },
  {
    files: ['apps/server/src/auth/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/plugins/**', '**/routes/**'], message: layerMessage }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, touchline: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'touchline/feature-boundaries': 'error',
    },
  },
);
