import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * One-way imports (docs/decisions/0001): contracts → (src/api, mocks, src/lib, src/ui) →
 * features → app. contracts import nothing of ours; src never imports mocks except the
 * lazily loaded entry in src/main.tsx; a feature never imports another feature.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'reports', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'off',
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server and user text as text.' }],
    },
  },
  { files: ['contracts/**/*.ts'], rules: restrict(['@/*', '@mocks/*', '../src/*', '../mocks/*']) },
  { files: ['mocks/**/*.ts'], rules: restrict(['@/*', '../src/*']) },
  { files: ['src/api/**', 'src/lib/**', 'src/ui/**', 'src/config/**'], rules: restrict(['@/features/*', '@/app/*', '@mocks/*']) },
  { files: ['src/features/**'], rules: restrict(['@/app/*', '@mocks/*']) },
);
