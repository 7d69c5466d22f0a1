// The back office's language: the manager's choice, remembered in this browser, Ukrainian until one is made. Admin
// strings live in the site's dictionaries (src/i18n/*.json) under keys starting with `admin.`; a component reads them
// through useAdminT(), code outside components through adminT().
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect } from 'react';
import { type Lang, languages, type MessageKey, t } from '../../lib/i18n.ts';

const STORAGE_KEY = 'admin-lang';

function remembered(): Lang {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return languages.find((lang) => lang === value) ?? 'uk';
  } catch {
    return 'uk';
  }
}

export const $adminLang = atom<Lang>(typeof localStorage === 'undefined' ? 'uk' : remembered());

/** Switches the back office's language and remembers it. */
export function setAdminLang(lang: Lang): void {
  $adminLang.set(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts this page.
  }
  document.documentElement.lang = lang;
}

export type AdminT = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A message in the back office's current language, for code outside components (table columns, toasts). */
export const adminT: AdminT = (key, vars) => t($adminLang.get(), key, vars);

/** The back office's language and its messages; re-renders when the manager switches. */
export function useAdminT(): { lang: Lang; t: AdminT } {
  const lang = useStore($adminLang);
  const translate = useCallback<AdminT>((key, vars) => t(lang, key, vars), [lang]);
  return { lang, t: translate };
}

/** Keeps the document's title on the page's name (its sidebar label) in the manager's language. */
export function useAdminTitle(key: MessageKey): void {
  const { t: translate } = useAdminT();
  useEffect(() => {
    document.title = `${translate(key)} · ${translate('admin.title')}`;
  }, [translate, key]);
}

/** The Intl locale of the back office's numbers and dates in `lang`. */
export const adminLocale = (lang: Lang): string => (lang === 'uk' ? 'uk-UA' : 'en-GB');

/** The words of the forms' Cancel and Save buttons (SaveButtons) in the manager's language. */
export const saveLabels = (t: AdminT) => ({
  cancel: t('admin.cancel'),
  save: t('admin.save'),
  saving: t('admin.saving'),
});
