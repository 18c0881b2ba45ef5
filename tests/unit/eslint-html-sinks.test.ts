import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps server and user text out of HTML sinks (eslint.config.js,
 * issue 7 §4), run through ESLint's Node API with the repository's own config: removing or
 * narrowing a selector fails one of these.
 */
const eslint = new ESLint();
const prelude = 'declare const text: string;\ndeclare const el: HTMLElement;\n';

async function htmlSinkMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(prelude + code, { filePath });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, 'the sample must parse').toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const refused = 'Render server and user text as text (no HTML from strings).';

// The first lint loads the config and the resolver: slow on a busy machine (it timed out at 5 s under load).
describe('lint: dangerouslySetInnerHTML is refused in every TypeScript file', { timeout: 60_000 }, () => {
  const forms: [string, string][] = [
    ['a JSX attribute', 'export const A = () => <div dangerouslySetInnerHTML={{ __html: text }} />;'],
    ['a props object spread into JSX', 'const props = { dangerouslySetInnerHTML: { __html: text } };\nexport const A = () => <div {...props} />;'],
    ['an inline spread', "export const A = () => <div {...{ 'dangerouslySetInnerHTML': { __html: text } }} />;"],
    ['a createElement props object', "import { createElement } from 'react';\nexport const a = createElement('div', { dangerouslySetInnerHTML: { __html: text } });"],
    ['a member assignment', 'const props: Record<string, unknown> = {};\nprops.dangerouslySetInnerHTML = { __html: text };\nexport { props };'],
  ];
  it.each(forms)('as %s in src/', async (_, code) => {
    expect(await htmlSinkMessages(code, 'src/features/x/y.tsx')).toEqual([refused]);
  });

  it.each(['stories/screens/x.stories.tsx', 'tests/unit/x.test.tsx', 'mocks/handlers/x.tsx', 'scripts/x.tsx'])('in %s', async (filePath) => {
    expect(await htmlSinkMessages(forms[0]![1], filePath)).toEqual([refused]);
  });

  it('in plain .ts files outside src/ too', async () => {
    expect(await htmlSinkMessages('export const props = { dangerouslySetInnerHTML: { __html: text } };', 'mocks/rules/x.ts')).toEqual([refused]);
  });
});

describe('lint: the DOM HTML sinks are refused in src/', { timeout: 60_000 }, () => {
  it.each([
    ['innerHTML assignment', 'el.innerHTML = text;'],
    ['computed innerHTML assignment', "el['innerHTML'] = text;"],
    ['outerHTML assignment', 'el.outerHTML = text;'],
    ['innerHTML through Object.assign', 'Object.assign(el, { innerHTML: text });'],
    ['insertAdjacentHTML', "el.insertAdjacentHTML('beforeend', text);"],
    ['createContextualFragment', 'document.createRange().createContextualFragment(text);'],
    ['document.write', 'document.write(text);'],
    ['document.writeln', 'document.writeln(text);'],
    ['window.document.write', 'window.document.write(text);'],
  ])('%s', async (_, code) => {
    expect(await htmlSinkMessages(code, 'src/lib/y.ts')).toEqual([refused]);
  });

  it('lets text be rendered and assigned as text', async () => {
    const code = 'el.textContent = text;\nexport const A = () => <p title={text}>{text}</p>;\nexport const html = el.innerHTML;';
    expect(await htmlSinkMessages(code, 'src/features/x/y.tsx')).toEqual([]);
  });
});
