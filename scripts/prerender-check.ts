/**
 * What the built index.html must show before any script runs (decision 0013): the sign-in
 * page's heading, its two fields each tied to its label, and the submit button, inside the
 * root the build marks as prerendered. Returns what is missing (empty when all is there).
 */
export function missingFromSignInPrerender(html: string): string[] {
  // The root's markup ends where the body does, or where the empty element after it starts (MARKUP_END_ID).
  const root = /<div id="root" data-prerendered>([\s\S]*)<\/div>\s*(?:<template id="[^"]+"><\/template>\s*)?<\/body>/.exec(html)?.[1];
  if (!root) return ['la raíz prerenderizada (<div id="root" data-prerendered>)'];
  const missing: string[] = [];
  if (!/<h1[^>]*>¡Bienvenido al Torneo de Pesca!<\/h1>/.test(root)) missing.push('el título «¡Bienvenido al Torneo de Pesca!»');
  const inputs = [...root.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
  for (const [label, name] of [
    ['Usuario', 'username'],
    ['Contraseña', 'password'],
  ] as const) {
    const id = new RegExp(`<label\\b[^>]*\\bfor="([^"]+)"[^>]*>${label}<`).exec(root)?.[1];
    const input = id && inputs.find((tag) => tag.includes(` id="${id}"`));
    if (!input || !input.includes(` name="${name}"`)) missing.push(`el campo «${label}» con su etiqueta`);
  }
  if (!/<button\b[^>]*type="submit"[^>]*>Iniciar sesión<\/button>/.test(root)) missing.push('el botón «Iniciar sesión»');
  return missing;
}

/**
 * Inline scripts of a built page whose hash `allowed` (csp-hashes.json's script-src) does not
 * list, as their first characters: a Content-Security-Policy built from that file would block them.
 */
export function inlineScriptsNotAllowed(html: string, allowed: readonly string[], hash: (script: string) => string): string[] {
  const inline = [...html.matchAll(/<script(?![^>]*(?:\bsrc=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return inline.filter((script) => !allowed.includes(hash(script))).map((script) => script.slice(0, 40));
}
