// The answers' Markdown as HTML for the built pages (docs/product.md#answers): markdown-it renders it with raw HTML
// off, then sanitize-html keeps only the elements a text needs (paragraphs, lists, emphasis, links, two heading
// levels) — whatever is typed in the back office, no script, style, frame or event handler reaches a page. Links
// keep http(s), mailto and tel; one that leaves the site opens safely (rel="noopener noreferrer"). Build time only.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// No code blocks (four spaces typed by accident must stay a paragraph), fences or tables: none of them belongs in an
// answer, and their words would be missing from the FAQ's structured data.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false }).disable([
  'code',
  'fence',
  'table',
]);

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'h3', 'h4', 'br', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Markdown's headings sit under the section's own (h2): # and ## become h3, the rest h4.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** `text` (Markdown) as safe HTML. */
export function markdownHtml(text: string): string {
  return sanitizeHtml(markdown.render(text), ALLOWED);
}

/** `text` (Markdown) as plain text, its words only: for structured data (FAQPage's answers) and meta descriptions. */
export function markdownText(text: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(text, {})) {
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    if (token.type.endsWith('_close') && token.block) words.push(' ');
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}
