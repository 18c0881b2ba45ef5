import { readdirSync } from 'node:fs';
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

/**
 * A feature imports its own files ('./x') and shared code (@/lib, @/ui, @/api), never another
 * feature: not by alias ('@/features/team/…'), nor by a relative path out of its folder
 * ('../team/…'). What two features need lives in src/lib or src/ui. One block per feature (read
 * from the folder, so a new feature is covered), so each may use its own alias; tests/unit/eslint-feature-boundaries.test.ts proves the rule fires.
 */
const otherFeature = 'Features never import other features: move what both need to src/lib or src/ui.';
function featureBoundaries() {
  const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      // no-restricted-imports does not look at import(): lazy loads are checked here (the
      // src/ selectors are repeated, since a later block's options replace an earlier one's).
      'no-restricted-syntax': [
        'error',
        ...noDangerousHtml,
        ...noDomHtmlSinks,
        { selector: `ImportExpression[source.value=/^(@\\/features\\/(?!${feature}\\/)|\\.\\.\\/)/]`, message: otherFeature },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@mocks/*'], message: 'Features do not import the app shell or the mock backend.' },
            { group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/*`], message: otherFeature },
            // Feature folders are flat: '../' leaves the feature (a subfolder would use its own alias).
            { group: ['../*'], message: otherFeature },
          ],
        },
      ],
    },
  }));
}

/**
 * Server and user text is rendered as text, never parsed as HTML (issue 7 §4; the seed's
 * capitan.hostil carries the payloads, tests/e2e/hostile-text.spec.ts renders them). React's
 * HTML escape hatch is refused in every TypeScript file, in each way it can be passed: JSX
 * attribute, object key (props objects, spreads, createElement) and member access.
 * tests/unit/eslint-html-sinks.test.ts proves each selector fires.
 */
const textNotHtml = 'Render server and user text as text (no HTML from strings).';
const noDangerousHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: textNotHtml },
  { selector: "Property[key.name='dangerouslySetInnerHTML'], Property[key.value='dangerouslySetInnerHTML']", message: textNotHtml },
  { selector: "MemberExpression[property.name='dangerouslySetInnerHTML'], MemberExpression[property.value='dangerouslySetInnerHTML']", message: textNotHtml },
];
/** The DOM's own HTML sinks, refused in the app's code (src/). */
const noDomHtmlSinks = [
  { selector: 'AssignmentExpression[left.property.name=/^(inner|outer)HTML$/], AssignmentExpression[left.property.value=/^(inner|outer)HTML$/]', message: textNotHtml },
  { selector: 'Property[key.name=/^(inner|outer)HTML$/], Property[key.value=/^(inner|outer)HTML$/]', message: textNotHtml },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]", message: textNotHtml },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: textNotHtml },
  { selector: "CallExpression[callee.object.property.name='document'][callee.property.name=/^write(ln)?$/]", message: textNotHtml },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-bench', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'reports', 'test-results', 'playwright-report'] },
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
    },
  },
  // A later block's options replace an earlier one's for the same rule: src/ lists both sets.
  { files: ['**/*.{ts,tsx,mts,cts}'], rules: { 'no-restricted-syntax': ['error', ...noDangerousHtml] } },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...noDangerousHtml, ...noDomHtmlSinks] } },
  { files: ['contracts/**/*.ts'], rules: restrict(['@/*', '@mocks/*', '../src/*', '../mocks/*']) },
  { files: ['mocks/**/*.ts'], rules: restrict(['@/*', '../src/*']) },
  { files: ['src/api/**', 'src/lib/**', 'src/ui/**', 'src/config/**'], rules: restrict(['@/features/*', '@/app/*', '@mocks/*']) },
  ...featureBoundaries(),
);
