// The pictures field's words in one language, built on the page (docs/decisions/024).
import { type Lang, t } from '../../lib/i18n.ts';
import type { PictureLabels } from './PicturesField.tsx';

export const pictureLabels = (lang: Lang): PictureLabels => ({
  label: t(lang, 'pictures.label'),
  hint: t(lang, 'pictures.hint'),
  add: t(lang, 'pictures.add'),
  remove: t(lang, 'pictures.remove'),
  uploading: t(lang, 'pictures.uploading'),
  failed: t(lang, 'pictures.failed'),
  connection: t(lang, 'pictures.connection'),
  wait: t(lang, 'pictures.wait'),
});
