import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * One-way imports (docs/decisions/0001): contracts → (src/api, mocks, src/lib, src/ui) →
 * features → app. contracts import nothing of ours; src never imports mocks except the
 * lazily loaded entry in src/main.tsx; a feature never imports another feature.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Features are grouped by domain (src/features/<domain>/), and a domain may have parts by
 * audience (owner/, admin/, …) beside a shared/ part. A file imports its own folder ('./x'),
 * its domain's shared part ('../shared/x') and shared code (@/lib, @/ui, @/api), never
 * another domain nor another part of its own (what two parts need goes to shared/, what two
 * domains need to src/lib or src/ui). The list of domains is read from the folder, so a new
 * domain is covered; tests/unit/eslint-feature-boundaries.test.ts proves each rule fires.
 */
const otherFeature = 'Features never import other domains: move what both need to src/lib or src/ui.';
const otherPart = "A domain's parts import only their own folder and the domain's shared/ part: move what both need there.";
const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
function featureBoundaries() {
  return subfolders('./src/features').flatMap((domain) => {
    const parts = subfolders(`./src/features/${domain}`);
    const refuseOtherDomains = [
      { group: ['@/app/*', '@mocks/*'], message: 'Features do not import the app shell or the mock backend.' },
      { group: ['@/features/*', `!@/features/${domain}`, `!@/features/${domain}/*`], message: otherFeature },
    ];
    // no-restricted-imports does not look at import(): lazy loads are checked by syntax (the
    // src/ selectors are repeated, since a later block's options replace an earlier one's).
    const lazy = (pattern, message) => ({
      'no-restricted-syntax': [
        'error',
        ...noDangerousHtml,
        ...noDomHtmlSinks,
        { selector: `ImportExpression[source.value=/^@\\/features\\/(?!${domain}\\/)/]`, message: otherFeature },
        { selector: `ImportExpression[source.value=/${pattern}/]`, message },
      ],
    });
    // Files at the domain's top level: '../' leaves the domain.
    const topLevel = {
      files: [`src/features/${domain}/*.{ts,tsx}`],
      rules: {
        ...lazy('^\\.\\.\\/', otherFeature),
        'no-restricted-imports': ['error', { patterns: [...refuseOtherDomains, { group: ['../*'], message: otherFeature }] }],
      },
    };
    // Files in a part: '../shared/' is the one way out of the folder; '../../' leaves the domain.
    const inParts = parts.map((part) => ({
      files: [`src/features/${domain}/${part}/**`],
      rules: {
        ...lazy('^\\.\\.\\/(?!shared\\/)', otherPart),
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...refuseOtherDomains,
              { group: ['../../*'], message: otherFeature },
              { regex: '^\\.\\./(?!shared(/|$)|\\.\\./)', message: otherPart },
            ],
          },
        ],
      },
    }));
    return [topLevel, ...inParts];
  });
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

/**
 * Tests wait for what comes later (issue 30: boats-admin.test.tsx raced on a loaded machine).
 * A query that does not wait (getBy…, a helper that calls one) handed to within() is run at
 * once: when the element comes with a server's answer it is not there yet, and the findBy
 * inside within() never gets to wait. Await the container first: within(await screen.findBy…).
 * The error summary (role alert) comes after a submit, so it is always awaited before within().
 * tests/unit/eslint-test-races.test.ts proves each selector fires.
 */
const awaitTheContainer = 'Await the container before within(): within(await screen.findByRole(…)).findBy… (a query that does not wait fails at once when the element comes later).';
const awaitTheAlert = "Await the error summary before within(): within(await screen.findByRole('alert')) (it comes after the submit, sometimes with a server's answer).";
const withinBeforeFind = "MemberExpression[property.name=/^find(All)?By/] > CallExpression.object[callee.name='within']";
const alertQuery = "[callee.object.name='screen'][callee.property.name=/^(get|query)By/][arguments.0.value='alert']";
const noTestRaces = [
  // within(helper()), within(helper()!), within(helper()[0]), within(helper()[0]!) before a findBy.
  { selector: `${withinBeforeFind}[arguments.0.type='CallExpression']`, message: awaitTheContainer },
  { selector: `${withinBeforeFind}[arguments.0.type='MemberExpression'][arguments.0.object.type='CallExpression']`, message: awaitTheContainer },
  { selector: `${withinBeforeFind}[arguments.0.type='TSNonNullExpression'][arguments.0.expression.type='CallExpression']`, message: awaitTheContainer },
  { selector: `${withinBeforeFind}[arguments.0.type='TSNonNullExpression'][arguments.0.expression.object.type='CallExpression']`, message: awaitTheContainer },
  { selector: `CallExpression[callee.name='within'] > CallExpression.arguments${alertQuery}`, message: awaitTheAlert },
  { selector: `CallExpression[callee.name='within'] > TSNonNullExpression.arguments > CallExpression.expression${alertQuery}`, message: awaitTheAlert },
];

/**
 * No import cycles in the app, the contracts and the mock backend (issue 18): a cycle makes
 * module order matter (a value read before its module ran is undefined) and ties chunks
 * together. The resolver reads tsconfig.json, so the @/, @contracts/ and @mocks/ aliases are
 * followed like relative paths. The rule skips type-only imports and has no option to count
 * them; tests/unit/import-cycles-with-types.test.ts refuses cycles with type imports included.
 * tests/unit/eslint-import-cycles.test.ts proves the rule fires.
 */
const importResolution = {
  plugins: { 'import-x': importX },
  settings: {
    // import-x reads only .js dependencies unless told otherwise: without this no .ts file is followed.
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
  },
};
const noImportCycles = {
  files: ['src/**/*.{ts,tsx}', 'contracts/**/*.ts', 'mocks/**/*.{ts,tsx}'],
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

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
  { files: ['tests/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...noDangerousHtml, ...noTestRaces] } },
  { files: ['contracts/**/*.ts'], rules: restrict(['@/*', '@mocks/*', '../src/*', '../mocks/*']) },
  { files: ['mocks/**/*.ts'], rules: restrict(['@/*', '../src/*']) },
  { files: ['src/api/**', 'src/lib/**', 'src/ui/**', 'src/config/**'], rules: restrict(['@/features/*', '@/app/*', '@mocks/*']) },
  ...featureBoundaries(),
  importResolution,
  noImportCycles,
);
