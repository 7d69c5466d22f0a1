import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScripts } from './inline-scripts.ts';

// echo -n 'console.log(1)' | openssl dgst -sha256 -binary | base64
const CONSOLE_LOG_1 = 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=';

describe('inline script hashes', () => {
  it('hashes the body of each inline script a browser would run, and nothing else', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script type="module">import "/x.js"</script>',
      '<script src="/_astro/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([CONSOLE_LOG_1, expect.stringMatching(/^sha256-[A-Za-z0-9+/]{43}=$/)]);
  });

  it('follows the browser on type and language: a data block or an unknown type is never run', () => {
    const scripts = (type: string) => inlineScripts(`<script ${type}>x()</script>`);
    for (const runs of ['', 'type=""', 'type="text/javascript"', 'type=" MODULE "', 'language="javascript"'])
      expect(scripts(runs), runs).toEqual(['x()']);
    for (const data of ['type="application/json"', 'type="text/plain"', 'type=" "', 'type="text/babel"'])
      expect(scripts(data), data).toEqual([]);
    expect(scripts('src=""')).toEqual([]);
  });

  it('hashes the text the browser sees: raw (no entity decoding), line breaks as the parser makes them', () => {
    expect(inlineScripts('<script>if (a &amp;&amp; b < c) x("</p>")</script>')).toEqual([
      'if (a &amp;&amp; b < c) x("</p>")',
    ]);
    // The browser's parser turns CR LF into LF before a script's text exists: that text is what it hashes.
    expect(inlineScripts('<script>a()\r\nb()</script>')).toEqual(['a()\nb()']);
    // A script inside a template runs once its content is put into the page, under the same policy.
    expect(inlineScripts('<template><script>t()</script></template>')).toEqual(['t()']);
  });
});

describe('inline script hashes and text an admin typed', () => {
  const attack = '<script>alert(2)</script>';
  // echo -n 'alert(2)' | openssl dgst -sha256 -binary | base64
  const attackHash = 'sha256-4axlHpxgDbFzJObpXPFZgZhULrEGgJiud3OwxN9unHg=';

  it('never hashes a script written inside an attribute, a text node, a title, a textarea or a noscript', () => {
    // As Astro renders an admin's door or business name: escaped in text, but raw inside an attribute value.
    const html = [
      '<!doctype html><html><head>',
      `<title>${attack}</title>`,
      `<meta name="description" content="Door ${attack}">`,
      '<script>console.log(1)</script>',
      '</head><body>',
      `<img alt="${attack}" src="/a.jpg">`,
      '<p>&lt;script&gt;alert(2)&lt;/script&gt;</p>',
      `<textarea>${attack}</textarea>`,
      `<noscript>${attack}</noscript>`,
      `<!-- ${attack} -->`,
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).not.toContain(attackHash);
    expect(inlineScriptHashes(html)).toEqual([CONSOLE_LOG_1]);
  });
});

// The regex the CSP hashes came from before this parser: for the scripts the build emits, both must find the same
// texts byte for byte, or a page's CSP would block its own scripts (the e2e suite fails on any CSP violation).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)/i;
const byRegex = (html: string) =>
  [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '', body = '']) => !/\bsrc\s*=/i.test(attributes) && !DATA_TYPE.test(attributes) && body)
    .map(([, , body = '']) => body);

describe('the scripts of a built page', () => {
  it('are the ones the old regex found, byte for byte (a real built contact page)', () => {
    const page = readFileSync(join(import.meta.dirname, 'fixtures/contact-page.html'), 'utf8');
    const scripts = inlineScripts(page);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    expect(scripts).toEqual(byRegex(page));
  });
});
