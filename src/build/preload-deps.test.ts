// The preload lists of on-demand chunks (src/build/preload-deps.ts): what the importing chunk has loaded is left out.
import { describe, expect, it } from 'vitest';
import { loadedWith, stillToLoad } from './preload-deps.ts';

const chunk = (imports: string[], css = false) => ({ imports, css });
// The configurator's chunk imports React and the app group; its quote dialog needs the dialog, the app group and React;
// the door page's script loads the preload helper, and its lightbox brings styles.
const graph = new Map([
  ['Configurator.js', chunk(['react.js', 'app.js'])],
  ['app.js', chunk(['preload.js'])],
  ['react.js', chunk([])],
  ['preload.js', chunk([])],
  ['QuoteDialog.js', chunk(['Dialog.js', 'app.js', 'react.js'])],
  ['Dialog.js', chunk(['react.js'])],
  ['Gone.js', chunk(['react.js'])],
  ['gallery.js', chunk(['preload.js'])],
  ['lightbox.js', chunk([], true)],
]);

describe('preload lists', () => {
  it('knows what a chunk has loaded once it runs: itself and its static imports, transitively', () => {
    expect([...loadedWith(graph, 'Configurator.js')].sort()).toEqual([
      'Configurator.js',
      'app.js',
      'preload.js',
      'react.js',
    ]);
  });

  it('keeps only the scripts still to fetch', () => {
    const deps = ['QuoteDialog.js', 'Dialog.js', 'app.js', 'preload.js', 'react.js'];
    expect(stillToLoad(graph, 'Configurator.js', 'QuoteDialog.js', deps)).toEqual(['QuoteDialog.js', 'Dialog.js']);
  });

  it('leaves no list where only the target is left (the import fetches it anyway)', () => {
    expect(stillToLoad(graph, 'Configurator.js', 'Gone.js', ['Gone.js', 'react.js'])).toEqual([]);
    expect(stillToLoad(graph, 'Dialog.js', 'QuoteDialog.js', ['QuoteDialog.js', 'app.js'])).toEqual([
      'QuoteDialog.js',
      'app.js',
    ]);
  });

  it('keeps a target that brings styles, so that it is fetched beside them and not once they have arrived', () => {
    expect(stillToLoad(graph, 'gallery.js', 'lightbox.js', ['lightbox.js'])).toEqual(['lightbox.js']);
  });

  it('keeps the whole list for a chunk it does not know', () => {
    expect(stillToLoad(graph, 'Other.js', 'QuoteDialog.js', ['QuoteDialog.js', 'react.js'])).toEqual([
      'QuoteDialog.js',
      'react.js',
    ]);
  });
});
