// Unfilled `{word}` placeholders a visitor would read on a built page (a dictionary text rendered without its value,
// "We answer {reply}."): found in the page's text and in the attributes a person reads or hears, through an HTML
// parser's tree, so scripts, styles and JSON data blocks (which hold braces of their own) are never mistaken for text.
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document | DefaultTreeAdapterTypes.Template;

const PLACEHOLDER = /\{[A-Za-z][\w.]*\}/g;
/** Elements whose content is not text a person reads. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);
/** Attributes a person reads or hears: tooltips, alternative text, accessible names, field hints, shared titles. */
const READ = new Set(['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'value']);

export interface Placeholder {
  /** The placeholder, as written. */
  text: string;
  /** Where it stands: the element and, for an attribute, its name. */
  where: string;
}

/** Every unfilled placeholder in a page's visible text and read attributes (meta descriptions and titles included). */
export function unfilledPlaceholders(html: string): Placeholder[] {
  const found: Placeholder[] = [];
  const visit = (node: Node, parent: string) => {
    if (node.nodeName === '#text' && 'value' in node) {
      for (const [text] of node.value.matchAll(PLACEHOLDER)) found.push({ text, where: parent });
      return;
    }
    if (!('tagName' in node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child, parent);
      return;
    }
    const tag = node.tagName;
    for (const attr of node.attrs) {
      const read = READ.has(attr.name) || (tag === 'meta' && attr.name === 'content');
      if (!read) continue;
      for (const [text] of attr.value.matchAll(PLACEHOLDER)) found.push({ text, where: `<${tag} ${attr.name}>` });
    }
    if (NOT_TEXT.has(tag)) return;
    for (const child of node.childNodes) visit(child, `<${tag}>`);
  };
  visit(parse(html), '');
  return found;
}
