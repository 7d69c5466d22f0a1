// The inline scripts of a built page, found as the browser finds them (an HTML parser's element tree, never a regex
// over the text), so the pages' CSP hashes what the build emitted and nothing an admin typed into a name or a text.
import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse, html as spec } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

// The types a browser runs under script-src (HTML's "prepare the script element"): the JavaScript MIME types, module,
// and import maps and speculation rules, which are JSON but still governed by script-src. Anything else (ld+json,
// text/plain, a typo) is a data block the browser never runs, so it needs no hash.
const RUN_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
]);

const isElement = (node: Node): node is DefaultTreeAdapterTypes.Element => 'tagName' in node;
const isText = (node: Node): node is DefaultTreeAdapterTypes.TextNode => node.nodeName === '#text';
const attribute = (element: DefaultTreeAdapterTypes.Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Whether the browser would run this script element's text (HTML's rules for `type` and the old `language`). */
function runsInline(element: DefaultTreeAdapterTypes.Element): boolean {
  if (attribute(element, 'src') !== undefined) return false;
  const type = attribute(element, 'type');
  const language = attribute(element, 'language');
  if (type === '' || (type === undefined && !language)) return true;
  const kind = type ?? `text/${language}`;
  return RUN_TYPES.has(kind.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase());
}

/**
 * The text of every inline script in a page that a browser would run, in document order. A script element's text
 * is raw (no character references are decoded in it), so this is exactly what the browser hashes against the CSP.
 * Only elements count: `<script>` written inside an attribute value, a comment, a title, a textarea or a noscript is
 * text to the browser and is never returned. SVG's script element is left out (the build emits none; the CSP blocks it).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  // A stack, not recursion: a deeply nested page must not overflow the call stack. Children are pushed in reverse
  // so the scripts come out in document order.
  const stack: Node[] = [...parse(html).childNodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.nodeName === '#document-fragment' || isElement(node)) {
      if (isElement(node) && node.tagName === 'script' && node.namespaceURI === spec.NS.HTML) {
        if (!runsInline(node)) continue;
        const text = node.childNodes.map((child) => (isText(child) ? child.value : '')).join('');
        if (text !== '') scripts.push(text);
        continue;
      }
      // A template's content is a fragment of its own; a script cloned out of it runs under the same CSP.
      if ('content' in node) stack.push(node.content);
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i] as Node);
    }
  }
  return scripts;
}

/** 'sha256-…' of every inline script in a page that a browser would run (JSON data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
}
