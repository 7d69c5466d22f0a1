// `import url from './file.ts?script-url'` in a browser script: the address of `file.ts` built as a script of its own
// (its imports bundled or split like any page script's), for a page to load when it chooses rather than with its
// HTML. The build emits the file as a chunk and writes its hashed address in; `astro dev` serves the source.
// Used by the lightbox's starter (src/components/site/Lightbox.astro): with only a string in it, Astro inlines the
// starter, and the click script it loads no longer delays the first paint.
import { normalizePath, type Plugin } from 'vite';

const QUERY = '?script-url';
const PREFIX = '\0script-url:';

export function scriptUrl(): Plugin {
  return {
    name: 'script-url',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer);
      return resolved && `${PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return;
      const file = id.slice(PREFIX.length);
      if (this.environment.mode === 'dev')
        return `export default ${JSON.stringify(`/@fs/${normalizePath(file).replace(/^\//, '')}`)};`;
      const reference = this.emitFile({ type: 'chunk', id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
