// Saving a settings document the back office edits with the version it was read at (src/server/versioned-document.ts
// on the server): PUT {version, settings}; the saved version kept for the next save; a 422's messages by field (the
// path without its `settings.`), a 409 as "changed by someone else, reload", anything else as a failure — the form
// keeps what was typed either way.
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { useAdminT } from './i18n.ts';

export interface VersionedSave<S> {
  /** Saves `settings`; the saved settings, or undefined when refused (the errors say why). */
  save: (settings: S) => Promise<S | undefined>;
  saving: boolean;
  /** Each field's message, by its path inside the settings ('showroom.durationMinutes'). */
  errors: Record<string, string>;
  /** The form's own message. */
  error: string | null;
  /** Drops the messages of the fields under `prefix` ('faq.'): a list moved or shortened, they name other entries. */
  forget: (prefix: string) => void;
}

export function useVersionedSave<S>(
  url: string,
  initialVersion: number,
  words: { saved: MessageKey; stale: MessageKey; fix: MessageKey },
): VersionedSave<S> {
  const { t } = useAdminT();
  const [version, setVersion] = useState(initialVersion);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (settings: S) => {
    setSaving(true);
    try {
      const saved = await api<{ version: number; settings: S }>(url, { method: 'PUT', body: { version, settings } });
      setVersion(saved.version);
      setErrors({});
      setError(null);
      void notify('success', t(words.saved));
      return saved.settings;
    } catch (caught) {
      const fields =
        caught instanceof ApiError
          ? Object.fromEntries(
              Object.entries(caught.errors).map(([path, [first]]) => [path.replace(/^settings\./, ''), first ?? '']),
            )
          : {};
      setErrors(fields);
      setError(
        caught instanceof ApiError && caught.status === 409
          ? t(words.stale)
          : Object.keys(fields).length
            ? t(words.fix)
            : t('admin.settings.failed'),
      );
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  const forget = (prefix: string) =>
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([path]) => !path.startsWith(prefix))));
  return { save, saving, errors, error, forget };
}
