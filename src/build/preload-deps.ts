// The preload lists of the browser's on-demand chunks, without what the importing chunk has loaded already. Vite's
// build writes, beside every import() in a chunk, the files that chunk's target needs (to fetch them side by side, not
// one after another), and it names every one of them: React, the shared chunks, the preload helper itself, each time,
// though the chunk doing the import cannot run before those have loaded. The configurator's chunk named 22 files for
// its six on-demand parts. Left out, they cost nothing (the browser has them) and the lists carry only what is still
// to be fetched, which is the configurators' JS budget's room (docs/decisions/024 "The JS budget").
import type { Plugin } from 'vite';

/** Each chunk, by file name ("_astro/react.Bp19utS3.js"): its static imports, and whether it brings styles. */
export type ChunkGraph = ReadonlyMap<string, { imports: readonly string[]; css: boolean }>;

/** The files loaded once `host` runs: itself and its static imports, theirs, and so on. */
export function loadedWith(graph: ChunkGraph, host: string, loaded = new Set<string>()): Set<string> {
  if (loaded.has(host)) return loaded;
  loaded.add(host);
  for (const file of graph.get(host)?.imports ?? []) loadedWith(graph, file, loaded);
  return loaded;
}

/**
 * Of the scripts an import() of `target` in `host` would preload (Vite passes the scripts only, and adds the styles
 * after), those `host` has not loaded already; none when only the target is left and it brings no styles (the import
 * fetches it anyway, as Vite's own list leaves it out when it is alone). A target with styles stays listed: the helper
 * waits for a list's styles before it imports, so the script is fetched beside them, not after.
 */
export function stillToLoad(graph: ChunkGraph, host: string, target: string, deps: readonly string[]): string[] {
  const loaded = loadedWith(graph, host);
  const left = deps.filter((file) => !loaded.has(file));
  return left.length === 1 && left[0] === target && !graph.get(target)?.css ? [] : left;
}

/**
 * Sets the browser build's `build.modulePreload.resolveDependencies` (in the environment's own config: Astro sets the
 * top-level one, over any given in astro.config), and reads that build's chunk graph just before Vite writes the
 * preload lists (its own step runs after every plain plugin's).
 */
export function preloadOnlyWhatIsMissing(): Plugin {
  const graph = new Map<string, { imports: readonly string[]; css: boolean }>();
  return {
    name: 'preload-only-what-is-missing',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            resolveDependencies: (file, deps, { hostId }) => stillToLoad(graph, hostId, file, deps),
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      graph.clear();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.set(file, { imports: output.imports, css: (output.viteMetadata?.importedCss.size ?? 0) > 0 });
      }
    },
  };
}
