// A back-office form's send on the Admins page: busy while it runs; on success `done`, errors cleared; on a refusal
// the field errors the server named (in the manager's language) or its message for the form, with what was typed left
// in place for the next try.
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';

type Errors = Record<string, string | undefined>;

export function useSend() {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function send(request: () => Promise<unknown>, done: () => void) {
    setSaving(true);
    try {
      await request();
      setErrors({});
      setFormError(null);
      done();
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      setFormError(error instanceof ApiError && !Object.keys(fields).length ? error.message : null);
    } finally {
      setSaving(false);
    }
  }
  return { errors, setErrors, formError, saving, send };
}
