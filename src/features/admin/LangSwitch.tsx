// УКР / EN: the back office's language, switched at once and remembered (i18n.ts); on every admin page and the login.
import { languages } from '../../lib/i18n.ts';
import { setAdminLang, useAdminT } from './i18n.ts';

export function LangSwitch({ className = '' }: { className?: string }) {
  const { lang, t } = useAdminT();
  return (
    <fieldset className={`flex gap-1 text-xs font-semibold ${className}`}>
      <legend className="sr-only">{t('admin.lang.label')}</legend>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={lang === option}
          aria-label={t(option === 'uk' ? 'admin.lang.uk.name' : 'admin.lang.en.name')}
          onClick={() => setAdminLang(option)}
          className="min-h-9 min-w-11 rounded-full px-3 ring-1 ring-current/30 hover:ring-current aria-pressed:bg-current/15"
        >
          {t(option === 'uk' ? 'admin.lang.uk' : 'admin.lang.en')}
        </button>
      ))}
    </fieldset>
  );
}
