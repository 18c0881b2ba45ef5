/**
 * The <head> additions of a prerendered page (decision 0013): the JSON block the inline
 * script reads, the inline script itself (src/app/prerender-guard.ts, bundled on its own as
 * a classic script), the rule that hides an unused root and react-aria's pressable rule.
 */
import { createHash } from 'node:crypto';
import { build, type Rolldown } from 'vite';
import { APP_SCRIPTS_ID, SKIP_ATTRIBUTE, type PrerenderedHead } from '../src/app/prerender-marks.ts';

/**
 * The guard module as one classic script (an IIFE: inline scripts cannot be modules, which
 * would run only after the document is parsed, too late to hide the root before it paints).
 */
export async function guardScript(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, target: 'es2022', lib: { entry, formats: ['iife'], name: 'prerenderGuard' } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`prerender: el script previo a la hidratación salió en ${chunks.length} archivos`);
  const code = chunks[0]!.code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('prerender: el script previo a la hidratación contiene </script> o <!--');
  return code;
}

/** The value a Content-Security-Policy `script-src` needs to allow this inline script. */
export const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** JSON that cannot close the <script> it is written in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The rule that hides an unused root: an inline <style>, so its hash goes to csp-hashes.json's style-src. */
export const skipRootStyle = `html[${SKIP_ATTRIBUTE}] #root{display:none}`;

/**
 * react-aria's press handling adds this rule in a <style id="react-aria-pressable-style"> the
 * first time a pressable mounts, unless an element with that id exists: under the production
 * Content-Security-Policy (no 'unsafe-inline' styles) that insertion is refused. The page
 * carries the rule itself under that id, with its hash in csp-hashes.json (decision 0026; the
 * serve tests fail on any CSP violation if react-aria changes the id).
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
export const pressableStyle = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';

/** The <script>s and <style> the build puts in a prerendered page's <head>, in place of the app's script tags. */
export function prerenderedHead(head: PrerenderedHead, script: string): string {
  return (
    `<script type="application/json" id="${APP_SCRIPTS_ID}">${scriptSafeJson(head)}</script>` +
    `<script>${script}</script>` +
    `<style>${skipRootStyle}</style>` +
    `<style id="${PRESSABLE_STYLE_ID}">${pressableStyle}</style>`
  );
}
