// The preload lists of on-demand chunks (src/build/preload-deps.ts): what the importing chunk has loaded is left out.
import { describe, expect, it } from 'vitest';
import { loadedWith, stillToLoad } from './preload-deps.ts';

// The configurator's chunk imports React and the app group; its quote dialog needs the dialog, the app group and React.
const graph = new Map([
  ['Configurator.js', ['react.js', 'app.js']],
  ['app.js', ['preload.js']],
  ['react.js', []],
  ['preload.js', []],
  ['QuoteDialog.js', ['Dialog.js', 'app.js', 'react.js']],
  ['Dialog.js', ['react.js']],
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

  it('keeps only the files still to fetch, and the styles', () => {
    const deps = ['QuoteDialog.js', 'Dialog.js', 'app.js', 'preload.js', 'react.js', 'lightbox.css'];
    expect(stillToLoad(graph, 'Configurator.js', 'QuoteDialog.js', deps)).toEqual([
      'QuoteDialog.js',
      'Dialog.js',
      'lightbox.css',
    ]);
  });

  it('leaves no list where only the target is left (the import fetches it anyway)', () => {
    expect(stillToLoad(graph, 'Configurator.js', 'Gone.js', ['Gone.js', 'react.js'])).toEqual([]);
    expect(stillToLoad(graph, 'Dialog.js', 'QuoteDialog.js', ['QuoteDialog.js', 'app.js'])).toEqual([
      'QuoteDialog.js',
      'app.js',
    ]);
  });

  it('keeps the whole list for a chunk it does not know', () => {
    expect(stillToLoad(graph, 'Other.js', 'QuoteDialog.js', ['QuoteDialog.js', 'react.js'])).toEqual([
      'QuoteDialog.js',
      'react.js',
    ]);
  });
});
