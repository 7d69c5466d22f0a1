// A card's note that a language has no text yet, so the site shows the other one there (docs/product.md#languages).
import type { Texts } from '../catalogue/texts.ts';
import { useAdminT } from './i18n.ts';

export function MissingTexts({ item }: { item: Texts }) {
  const { t } = useAdminT();
  const missing = !item.nameUk ? 'admin.texts.noUk' : !item.nameEn ? 'admin.texts.noEn' : null;
  return missing ? (
    <p className="text-xs text-oak-dark" data-testid="missing-texts">
      {t(missing)}
    </p>
  ) : null;
}
