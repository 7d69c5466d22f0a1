// The privacy and terms texts as the back office stores them (plain text, Markdown-ish) turned into blocks a page
// renders as elements: text only, never HTML, so nothing an admin types becomes markup
// (docs/product.md#business-settings). Blank lines separate blocks; "## " starts a heading; lines starting "- " make a
// list; any other block is a paragraph (its line breaks kept as spaces).
export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function legalBlocks(source: string): LegalBlock[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.length === 1 && lines[0]?.startsWith('## ')) return { kind: 'heading', text: lines[0].slice(3).trim() };
      if (lines.every((line) => line.startsWith('- ')))
        return { kind: 'list', items: lines.map((l) => l.slice(2).trim()) };
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
