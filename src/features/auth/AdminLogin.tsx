// /admin/login's card: the heading, the language switch and the sign-in form, in the manager's language (rendered in
// the browser only, where the remembered language is known).

import { useAdminT, useAdminTitle } from '../admin/i18n.ts';
import { LangSwitch } from '../admin/LangSwitch.tsx';
import LoginForm from './LoginForm.tsx';

export default function AdminLogin() {
  const { t } = useAdminT();
  useAdminTitle('admin.page.login');
  return (
    <>
      <div className="mb-6 flex items-start justify-between gap-4">
        <h1 className="font-serif text-3xl">{t('admin.title')}</h1>
        <LangSwitch className="text-ink" />
      </div>
      <LoginForm />
    </>
  );
}
