import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled as it is streamed in, on a background thread, instead of each one on the
 * main thread the first time it is called. Browsers and engines without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks smaller than this get no hint: compiling a few functions on first call costs next to
 * nothing, and the hint's bytes count against the sign-in page's 100 KiB budget in each file.
 */
export const MIN_HINTED_BYTES = 4096;

/**
 * Puts the compile hint at the top of every JavaScript chunk of a production build (decision
 * 0078). Every route is lazy, so a chunk is fetched only when its code is about to run: on a
 * deep link to the dashboard, the first render was compiling react-dom's and react-aria's
 * functions one by one in its own long task (Lighthouse attaches a debugger, so V8 uses no code
 * cache there; a phone's first visit has none either).
 *
 * It runs after minification (generateBundle), which would drop the comment; each chunk's hidden
 * source map gets one empty line in front so it still points at the right code.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // 'post': after Vite's own generateBundle work, which puts the dynamic imports' dependency map first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}

/** Whether a chunk gets the hint: JavaScript of some size, other than the entry, not hinted yet. */
export function takesCompileHint(output: Rolldown.OutputChunk | Rolldown.OutputAsset): output is Rolldown.OutputChunk {
  // The entry chunk (react-dom, ~220 KiB) is left to V8's lazy compiling. Compiled whole, it is
  // the load's longest task wherever V8 cannot compile it in the background: with a debugger
  // attached (Lighthouse) and the file already in the renderer's memory cache, 26–38 ms on the
  // main thread in the task that adds the entry script; lazily, its functions compile as React's
  // sliced first render calls them (issue 30: Lighthouse's TBT on the teams list, decision 0078).
  return output.type === 'chunk' && !output.isEntry && output.code.length >= MIN_HINTED_BYTES && !output.code.startsWith(COMPILE_HINT);
}

/** Adds the hint to each chunk of `bundle` that takes it (and a line to its source map, when it has one). */
export function addCompileHints(bundle: Rolldown.OutputBundle) {
  for (const output of Object.values(bundle)) {
    if (!takesCompileHint(output)) continue;
    output.code = `${COMPILE_HINT}\n${output.code}`;
    if (output.map) output.map.mappings = `;${output.map.mappings}`;
    const mapAsset = bundle[`${output.fileName}.map`] as Rolldown.OutputAsset | undefined;
    if (mapAsset?.type === 'asset') {
      const text = typeof mapAsset.source === 'string' ? mapAsset.source : new TextDecoder().decode(mapAsset.source);
      const map = JSON.parse(text) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapAsset.source = JSON.stringify(map);
    }
  }
}
