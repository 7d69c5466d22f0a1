// npm run fonts:subset — cuts the brand faces' core files from the installed fontsource packages into
// src/assets/fonts/, and the offer PDF's faces into src/features/offers/pdf-fonts.generated.ts
// (src/build/font-subsets.ts says which characters and why). Run it after updating a fontsource
// package; `npm run check:fonts` fails while the kept files differ from what the packages give.
import { writeFileSync } from 'node:fs';
import { CORE_FILES, coreSubset, PDF_FONTS_MODULE, pdfFontsModule } from '../src/build/font-subsets.ts';

for (const file of CORE_FILES) {
  const bytes = await coreSubset(file);
  writeFileSync(file.target, bytes);
  console.log(`${file.target}: ${(bytes.length / 1024).toFixed(1)} KB from ${file.source}`);
}

const pdfFonts = await pdfFontsModule();
writeFileSync(PDF_FONTS_MODULE, pdfFonts);
console.log(`${PDF_FONTS_MODULE}: ${(pdfFonts.length / 1024).toFixed(1)} KB (the offer PDF's faces)`);
