import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { portalRules } from './eslint.portal-rules.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'tests/browser/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  { files: ['ops/**', 'tests/support/**', 'tests/browser/**'], rules: { 'no-console': 'off' } },
  // Tools' configuration files run in Node and may read the environment.
  { files: ['**/*.config.js'], languageOptions: { globals: { process: 'readonly' } } },
  // The dependency rules' file is CommonJS, as dependency-cruiser reads it.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    plugins: { portal: portalRules },
    rules: { 'portal/no-literal-text': 'error', 'portal/one-way-imports': 'error' },
  },
);
