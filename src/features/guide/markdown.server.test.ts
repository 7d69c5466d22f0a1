import { describe, expect, it } from 'vitest';
import { DEFAULT_GUIDE } from './defaults.ts';
import { markdownHtml, markdownText } from './markdown.server.ts';
import { Guide } from './schema.ts';

describe('the answers’ Markdown', () => {
  it('renders paragraphs, lists, emphasis and links', () => {
    const html = markdownHtml('Call us.\n\n- **Two** parts\n- [Book](/booking/) or [mail](mailto:a@b.ua)');
    expect(html).toBe(
      '<p>Call us.</p>\n<ul>\n<li><strong>Two</strong> parts</li>\n<li><a href="/booking/">Book</a> or <a href="mailto:a@b.ua">mail</a></li>\n</ul>\n',
    );
  });

  it('lets no script, handler, frame or javascript: link through, and opens outside links safely', () => {
    const html = markdownHtml(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) <iframe src="//e.vil"></iframe>\n\n[site](https://example.com)',
    );
    // What was typed as HTML shows as text; the only elements are the allowed ones, and no link runs script.
    expect(new Set(html.match(/<\w+/g))).toEqual(new Set(['<p', '<a']));
    expect(html).not.toMatch(/href="(javascript|\/\/)/i);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    expect(markdownHtml('# Big\n\n###### Small')).toBe('<h3>Big</h3>\n<h4>Small</h4>\n');
  });

  it('keeps text indented by accident a paragraph, its words in the plain text too', () => {
    expect(markdownHtml('Intro\n\n    indented answer')).toBe('<p>Intro</p>\n<p>indented answer</p>\n');
    expect(markdownText('    indented answer')).toBe('indented answer');
  });

  it('reads as plain words for structured data, entities and all', () => {
    expect(markdownText('**Yes** & no:\n\n- one <b>\n- two')).toBe('Yes & no: one <b> two');
  });

  it('ships answers a new shop can save as they are', () => {
    expect(Guide.parse(DEFAULT_GUIDE)).toEqual(DEFAULT_GUIDE);
  });
});
