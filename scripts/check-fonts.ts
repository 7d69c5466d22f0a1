// npm run check:fonts — the brand faces in the build (src/build/font-check.ts): @font-face rules with swap whose files
// are in dist/, Latin and Ukrainian glyphs in each face's own files, no other subsets, preloads that name them. Fails
// on any problem. Run after `npm run build` (CI: on the deploy-build proof's build). Also that the kept core files
// (src/assets/fonts/) and the offer PDF's faces are exactly what `npm run fonts:subset` cuts from the installed fontsource
// packages.
import { existsSync, readFileSync } from 'node:fs';
import { checkBuiltFonts } from '../src/build/font-check.ts';
import { CORE_FILES, coreSubset, PDF_FONTS_MODULE, pdfFontsModule } from '../src/build/font-subsets.ts';

const dist = 'dist';
if (!existsSync(`${dist}/index.html`)) throw new Error('No build in dist/: run `npm run build` first');
const { problems, families } = checkBuiltFonts(dist, ['Inter Variable', 'Cormorant Garamond Variable']);
for (const [family, urls] of families) console.log(`${family}: ${urls.join(', ')}`);
for (const file of CORE_FILES) {
  if (!(await coreSubset(file)).equals(readFileSync(file.target))) {
    problems.push(`${file.target} is not what ${file.source} gives now: run \`npm run fonts:subset\``);
  }
}
if ((await pdfFontsModule()) !== readFileSync(PDF_FONTS_MODULE, 'utf8')) {
  problems.push(`${PDF_FONTS_MODULE} is not what the installed packages give now: run \`npm run fonts:subset\``);
}
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length > 0) process.exit(1);
console.log('fonts: every face self-hosted with swap, Latin and Ukrainian glyphs present, no other subsets');
