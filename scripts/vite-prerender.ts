/**
 * Build step (Vite plugin): after the browser build, a server build of the prerender entry
 * (src/app/prerender.tsx) renders the public pages with react-dom/static and writes their
 * HTML into the browser build: index.html gets the sign-in page, /signup → signup.html, …
 * Each file inlines the CSS of its first paint (see prerenderedDocument) and carries the
 * inline script built from src/app/prerender-guard.ts (scripts/prerender-head.ts), whose
 * hash goes to csp-hashes.json with those of the inline styles. `vite build` (any --outDir) runs it; the server build is
 * written to a scratch folder and removed (decision 0013).
 */
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import type { AppScripts, DashboardPageFiles, PrerenderedHead } from '../src/app/prerender-marks';
import { dashboardRoutes } from '../src/lib/routing/routes.ts';
import { cspHash, guardScript, prerenderedHead, pressableStyle, skipRootStyle } from './prerender-head.ts';

type PrerenderEntry = {
  PENDING_ATTRIBUTE: string;
  prerenderedPages: readonly { path: string; file: string; page: string }[];
  renderPage: (path: string, scripts: AppScripts) => Promise<{ html: string; head: PrerenderedHead }>;
  /** The module a visit with a stored session loads next (the dashboard's shell). */
  signedInModule: string;
  /** Each dashboard route key's full path pattern (wouter syntax), in matching order. */
  dashboardPaths: readonly (readonly [key: string, path: string])[];
};

const outputChunks = (output: unknown): Rolldown.OutputChunk[] => {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
};

/** The CSS files a chunk and its static imports load, in load order. */
function cssOf(chunk: Rolldown.OutputChunk, byFile: Map<string, Rolldown.OutputChunk>, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => {
    const dep = byFile.get(file);
    return dep ? cssOf(dep, byFile, seen) : [];
  });
  return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
}

/** What the build puts in a prerendered page besides its markup. */
export type PageAssets = {
  /** The CSS of the first paint, the entry's and the page chunk's files in load order. */
  css: { href: string; text: string }[];
};

/** The app's script tags of the browser build's index.html: the entry and its module preloads. */
export function shellScripts(shell: string): { entry: string; preload: string[] } {
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(shell)?.[1];
  if (!entry) throw new Error('prerender: index.html no tiene el script de entrada');
  return { entry, preload: [...shell.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!) };
}

/** The text of a page's inlined first-paint <style> (its hash goes to csp-hashes.json's style-src). */
export const firstPaintStyle = (css: PageAssets['css']) => css.map((file) => file.text).join('\n');

/**
 * No frame is painted before the page's markup has been parsed whole. A browser may paint a
 * document while its parser waits for the rest of the HTML or yields on a busy phone: the sign-in
 * card was painted with part of its form, then grew and moved (CLS 0.011–0.101 in 3–6 of 30 loads
 * on a throttled, busy CPU; docs/perf-history.md, issue 30). `<link rel=expect blocking=render>`
 * (HTML's "expect" link, Chromium 124+; other browsers ignore it) holds rendering until an element
 * with its id is in the document, and the parser's end lifts it anyway. Its target is an empty
 * `<template>` after the root: the root itself is inserted at its start tag, before its markup.
 */
export const MARKUP_END_ID = 'root-end';
const markupEnd = `<template id="${MARKUP_END_ID}"></template>`;
const markupEndExpected = `<link rel="expect" href="#${MARKUP_END_ID}" blocking="render">`;

/**
 * A prerendered page's file, from the browser build's index.html:
 * - the page's markup in the root, marked for main.tsx;
 * - the page's head (scripts/prerender-head.ts) right after <title>, in place of the app's
 *   script and module preload tags: it requests them once the page has painted;
 * - the first paint's CSS inlined in a <style> instead of the entry's <link>s, so the page
 *   paints with the HTML alone, and not before the root's markup is parsed (MARKUP_END_ID).
 *   Each inlined file also gets a `disabled` <link>, which the browser never fetches: Vite's
 *   lazy loader, which looks for a stylesheet <link> with that href, then does not fetch the
 *   file again when the page's chunk loads.
 */
export function prerenderedDocument(shell: string, page: { html: string; head: string; pendingAttribute: string } & PageAssets): string {
  const css = firstPaintStyle(page.css);
  if (/<\/style/i.test(css)) throw new Error('prerender: el CSS contiene </style>');
  const present = page.css.map((file) => `<link rel="stylesheet" crossorigin href="${file.href}" disabled>`).join('');
  const document = shell
    .replace(/[ \t]*(<link rel="(stylesheet|modulepreload)"[^>]*>|<script type="module"[^>]*><\/script>)\n?/g, '')
    .replace('</title>', () => `</title>${page.head}`)
    .replace('</head>', () => `<style>${css}</style>${present}${markupEndExpected}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${page.pendingAttribute}>${page.html}</div>${markupEnd}`);
  if (!document.includes(`<div id="root" ${page.pendingAttribute}>`)) throw new Error('prerender: index.html no tiene <div id="root"></div>');
  return document;
}

/**
 * The page modules of each dashboard route key ('src/features/home/home-page'), one per
 * audience of a page by role, as the route table declares them (plain data: nothing of the
 * app runs here).
 */
export function dashboardPageModules(): Map<string, string | { admins: string; team: string }> {
  const src = (module: string) => `src/${module}`;
  return new Map(
    Object.entries(dashboardRoutes).map(([key, { page }]) => [key, typeof page === 'string' ? src(page) : { admins: src(page.admins), team: src(page.team) }]),
  );
}

/** JS files a chunk imports statically, itself included. */
function jsOf(chunk: Rolldown.OutputChunk, byFile: Map<string, Rolldown.OutputChunk>, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [chunk.fileName, ...chunk.imports.flatMap((file) => (byFile.has(file) ? jsOf(byFile.get(file)!, byFile, seen) : []))];
}

/** [path pattern, the page's JS files] per dashboard route with a page, in matching order. */
function dashboardPagePreloads({ paths, chunkOf }: {
  paths: PrerenderEntry['dashboardPaths'];
  chunkOf: (specifier: string) => string[];
}): [string, DashboardPageFiles][] {
  const modules = dashboardPageModules();
  return paths.flatMap(([key, path]): [string, DashboardPageFiles][] => {
    const page = modules.get(key);
    if (page === undefined) return [];
    // A page by role: the inline script preloads only the signed-in audience's files.
    return [[path, typeof page === 'string' ? chunkOf(page) : { admins: chunkOf(page.admins), team: chunkOf(page.team) }]];
  });
}

/**
 * `entry`: the server build's entry (src/app/prerender.tsx); `guard`: the module inlined in
 * each page's head before hydration (src/app/prerender-guard.ts).
 */
export function prerenderPages({ entry, guard }: { entry: string; guard: string }): Plugin {
  let scratch = '';
  return {
    name: 'pesca:prerender',
    apply: 'build',
    config(config) {
      scratch = resolve(config.root ?? '.', 'node_modules/.prerender', basename(config.build?.outDir ?? 'dist'));
      return {
        // `vite build` then runs buildApp below instead of the browser build alone.
        builder: {},
        environments: {
          ssr: { build: { ssr: entry, outDir: scratch, emptyOutDir: true, sourcemap: false, copyPublicDir: false } },
        },
      };
    },
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('prerender: faltan los entornos client y ssr');
        const clientChunks = outputChunks(await builder.build(client));
        const serverChunks = outputChunks(await builder.build(ssr));
        const root = client.config.root;
        const outDir = resolve(root, client.config.build.outDir);
        const base = client.config.base;
        try {
          const serverEntry = serverChunks.find((c) => c.isEntry);
          if (!serverEntry) throw new Error('prerender: el build del servidor no tiene entrada');
          const { PENDING_ATTRIBUTE, prerenderedPages, renderPage, signedInModule, dashboardPaths } = (await import(pathToFileURL(join(scratch, serverEntry.fileName)).href)) as PrerenderEntry;

          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          const script = await guardScript(resolve(root, guard));
          const byFile = new Map(clientChunks.map((c) => [c.fileName, c]));
          const entries = clientChunks.filter((c) => c.isEntry);
          const entryCss = [...new Set(entries.flatMap((c) => cssOf(c, byFile)))];
          const entryJs = new Set(entries.flatMap((c) => jsOf(c, byFile)));
          const app = shellScripts(shell);
          const signedInChunk = clientChunks.find((c) => c.facadeModuleId === resolve(root, signedInModule));
          if (!signedInChunk) throw new Error(`prerender: no hay un chunk para ${signedInModule}`);
          const signedInJs = jsOf(signedInChunk, byFile).filter((f) => !entryJs.has(f));
          const signedInCss = cssOf(signedInChunk, byFile).filter((f) => !entryCss.includes(f));
          // Its stylesheets too: the lazy loader would request them only once the shell's JS has run.
          const signedIn = [...new Set([...signedInJs, ...signedInCss])].map((f) => `${base}${f}`);
          const dashboardPages = dashboardPagePreloads({
            paths: dashboardPaths,
            chunkOf: (specifier) => {
              const file = resolve(root, specifier);
              const chunk = clientChunks.find((c) => c.facadeModuleId && c.facadeModuleId.replace(/\.tsx?$/, '') === file);
              if (!chunk) throw new Error(`prerender: no hay un chunk para la página ${specifier}`);
              const js = jsOf(chunk, byFile).filter((f) => !entryJs.has(f) && !signedInJs.includes(f));
              const css = cssOf(chunk, byFile).filter((f) => !entryCss.includes(f) && !signedInCss.includes(f));
              return [...js, ...new Set(css)].map((f) => `${base}${f}`);
            },
          });
          // Every inline <style> the pages carry, for a Content-Security-Policy's style-src (deploy/nginx).
          const styleHashes = new Set([cspHash(skipRootStyle), cspHash(pressableStyle)]);
          for (const { path, file, page } of prerenderedPages) {
            const pageChunk = clientChunks.find((c) => c.facadeModuleId === resolve(root, page));
            if (!pageChunk) throw new Error(`prerender: no hay un chunk para ${page} (¿cambió la ruta en app.tsx?)`);
            const pageCss = [...new Set(cssOf(pageChunk, byFile))].filter((f) => !entryCss.includes(f));
            const css = [...entryCss, ...pageCss].map((f) => ({ href: `${base}${f}`, text: readFileSync(join(outDir, f), 'utf8').trim() }));
            // The page's chunk too: hydration needs it, and it would otherwise wait for the entry to ask for it.
            const pageJs = jsOf(pageChunk, byFile).filter((f) => !entryJs.has(f)).map((f) => `${base}${f}`);
            const rendered = await renderPage(path, { entry: app.entry, preload: app.preload, page: pageJs, signedIn, dashboardPages });
            const head = prerenderedHead(rendered.head, script);
            styleHashes.add(cspHash(firstPaintStyle(css)));
            writeFileSync(join(outDir, file), prerenderedDocument(shell, { html: rendered.html, head, css, pendingAttribute: PENDING_ATTRIBUTE }));
          }
          // The one inline script of every page and their inline styles: what a Content-Security-Policy must allow.
          const hashes = { 'script-src': [cspHash(script)], 'style-src': [...styleHashes] };
          writeFileSync(join(outDir, 'csp-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
          client.logger.info(`prerender: ${prerenderedPages.map((p) => `${p.path} → ${p.file}`).join(', ')}`);
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      },
    },
  };
}
