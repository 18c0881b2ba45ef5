/**
 * Build step (Vite plugin): after the browser build, a server build of the prerender entry
 * (src/app/prerender.tsx) renders the public pages with react-dom/static and writes their
 * HTML into the browser build: index.html gets the sign-in page, /signup → signup.html, …
 * Each file links the CSS its page's lazy chunk would load, so the HTML is styled at first
 * paint, and carries the inline script of src/app/prerender-guard.ts. `vite build` (any
 * --outDir) runs it; the server build is written to a scratch folder and removed.
 */
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type PrerenderEntry = {
  PENDING_ATTRIBUTE: string;
  prerenderedPages: readonly { path: string; file: string; page: string }[];
  renderPage: (path: string) => Promise<{ html: string; head: string }>;
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

export function prerenderPages({ entry }: { entry: string }): Plugin {
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
          const { PENDING_ATTRIBUTE, prerenderedPages, renderPage } = (await import(pathToFileURL(join(scratch, serverEntry.fileName)).href)) as PrerenderEntry;

          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          const byFile = new Map(clientChunks.map((c) => [c.fileName, c]));
          const entryCss = new Set(clientChunks.filter((c) => c.isEntry).flatMap((c) => cssOf(c, byFile)));
          for (const { path, file, page } of prerenderedPages) {
            const pageChunk = clientChunks.find((c) => c.facadeModuleId === resolve(root, page));
            if (!pageChunk) throw new Error(`prerender: no hay un chunk para ${page} (¿cambió la ruta en app.tsx?)`);
            const css = [...new Set(cssOf(pageChunk, byFile))].filter((f) => !entryCss.has(f));
            // The same tag Vite's lazy loader would add: it finds it and does not load the file twice.
            const links = css.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`).join('');
            const { html, head } = await renderPage(path);
            const document = shell
              .replace('</title>', () => `</title>${head}`)
              .replace('</head>', () => `${links}</head>`)
              .replace('<div id="root"></div>', () => `<div id="root" ${PENDING_ATTRIBUTE}>${html}</div>`);
            if (!document.includes(`${PENDING_ATTRIBUTE}>`)) throw new Error('prerender: index.html no tiene <div id="root"></div>');
            writeFileSync(join(outDir, file), document);
          }
          client.logger.info(`prerender: ${prerenderedPages.map((p) => `${p.path} → ${p.file}`).join(', ')}`);
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      },
    },
  };
}
