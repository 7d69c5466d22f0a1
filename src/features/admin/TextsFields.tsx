// A catalogue item's name (and description) in Ukrainian and English, side by side on a wide screen and stacked on
// a phone. A language left blank falls back to the other on the site; the field says so (docs/product.md#languages).
import { TextField } from '../../components/ui/TextField.tsx';
import { useAdminT } from './i18n.ts';

export interface TextsValues {
  nameUk: string;
  nameEn: string;
  descriptionUk?: string;
  descriptionEn?: string;
}

interface Props<V extends TextsValues> {
  idPrefix: string;
  values: V;
  onChange: (change: Partial<TextsValues>) => void;
  /** Doors have descriptions; collections and portfolio items do not. */
  descriptions?: boolean;
}

const langs = ['uk', 'en'] as const;

export function TextsFields<V extends TextsValues>({ idPrefix, values, onChange, descriptions = false }: Props<V>) {
  const { t } = useAdminT();
  const name = (lang: 'uk' | 'en') => (lang === 'uk' ? values.nameUk : values.nameEn);
  const description = (lang: 'uk' | 'en') => (lang === 'uk' ? values.descriptionUk : values.descriptionEn) ?? '';
  const other = (lang: 'uk' | 'en') => (lang === 'uk' ? 'en' : 'uk');
  const hint = (lang: 'uk' | 'en', own: string, theirs: string) =>
    own.trim() === '' && theirs.trim() !== '' ? (
      <p className="mt-1 text-sm text-oak-dark" data-testid={`${idPrefix}-fallback-${lang}`}>
        {t(lang === 'uk' ? 'admin.texts.noUk' : 'admin.texts.noEn')}
      </p>
    ) : null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {langs.map((lang) => (
        <div key={lang} className="space-y-3">
          <div>
            <TextField
              id={`${idPrefix}-name-${lang}`}
              label={t(lang === 'uk' ? 'admin.texts.nameUk' : 'admin.texts.nameEn')}
              value={name(lang)}
              lang={lang}
              onChange={(text) => onChange(lang === 'uk' ? { nameUk: text } : { nameEn: text })}
            />
            {hint(lang, name(lang), name(other(lang)))}
          </div>
          {descriptions && (
            <div>
              <TextField
                id={`${idPrefix}-description-${lang}`}
                label={t(lang === 'uk' ? 'admin.texts.descriptionUk' : 'admin.texts.descriptionEn')}
                rows={3}
                value={description(lang)}
                lang={lang}
                onChange={(text) => onChange(lang === 'uk' ? { descriptionUk: text } : { descriptionEn: text })}
              />
              {hint(lang, description(lang), description(other(lang)))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
