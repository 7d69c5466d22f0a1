import { describe, expect, it } from 'vitest';
import { unfilledPlaceholders } from './placeholders.ts';

describe('unfilledPlaceholders', () => {
  it('finds a placeholder left in text and in the attributes a person reads', () => {
    const page = `<!doctype html><html><head><title>Doors {brand}</title>
      <meta name="description" content="We answer {reply}."></head>
      <body><p>Ми відповідаємо {reply}.</p><img alt="{door} photo" src="x.png">
      <input placeholder="{hint}" aria-label="Name"></body></html>`;
    expect(unfilledPlaceholders(page)).toEqual([
      { text: '{brand}', where: '<title>' },
      { text: '{reply}', where: '<meta content>' },
      { text: '{reply}', where: '<p>' },
      { text: '{door}', where: '<img alt>' },
      { text: '{hint}', where: '<input placeholder>' },
    ]);
  });

  it('leaves scripts, styles, JSON data, class names and filled texts alone', () => {
    const page = `<!doctype html><html><head><style>.a{color:red}</style>
      <script type="application/ld+json">{"name":"{x}"}</script><script>const o = {a};</script></head>
      <body class="{notText}"><p>We answer within 2–4 hours.</p><code>{ }</code></body></html>`;
    expect(unfilledPlaceholders(page)).toEqual([]);
  });
});
