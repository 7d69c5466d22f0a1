// npm run validate:html — every page in dist/ against html-validate (the rules in .htmlvalidate.mjs), plus the one
// parse error it does not report (anything after </html>) and a text a visitor would read with an unfilled `{word}`
// placeholder in it (src/build/placeholders.ts). Fails on any error. Run after `npm run build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { unfilledPlaceholders } from '../src/build/placeholders.ts';

type Problem = Pick<Message, 'ruleId' | 'severity' | 'message' | 'line' | 'column'>;

const dist = 'dist';

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** HTML allows only comments and whitespace after </html>; a browser moves anything else into <body>. */
function afterHtml(html: string): Problem[] {
  const end = html.lastIndexOf('</html>');
  const rest = end < 0 ? '' : html.slice(end + '</html>'.length).replace(/<!--[\s\S]*?-->/g, '');
  if (rest.trim() === '') return [];
  const line = html.slice(0, end).split('\n').length;
  return [
    {
      ruleId: 'content-after-html',
      severity: 2,
      message: `content after </html>: ${rest.trim().slice(0, 60)}…`,
      line,
      column: 1,
    },
  ];
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = pages(dist);
if (files.length === 0) throw new Error('No pages in dist/: run `npm run build` first');
let errors = 0;
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const report = await validator.validateString(html, file);
  const placeholders = unfilledPlaceholders(html).map(
    ({ text, where }): Problem => ({
      ruleId: 'unfilled-placeholder',
      severity: 2,
      message: `${where} shows ${text}: a text rendered without its value`,
      line: 1,
      column: 1,
    }),
  );
  const messages: Problem[] = [...report.results.flatMap((r) => r.messages), ...afterHtml(html), ...placeholders];
  for (const m of messages) {
    console.error(`${relative('.', file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    if (m.severity === 2) errors++;
  }
}
console.log(`${files.length} pages checked, ${errors} error(s)`);
if (errors > 0) process.exit(1);
