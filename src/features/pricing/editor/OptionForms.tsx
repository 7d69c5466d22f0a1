// The option editor's dialogs for a name and for a new option, with their shared parts: the names in both languages,
// the server's refusal, and the preview of what the change does to the reference configurations before it is saved.
import { type SubmitEvent, useState } from 'react';
import { DialogTitle } from '../../../components/ui/Dialog.tsx';
import { FormError } from '../../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../../components/ui/FormButtons.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { saveLabels, useAdminT } from '../../admin/i18n.ts';
import { MergeAction } from '../merge-actions.ts';
import type { Control, OptionGroup } from '../schema.ts';
import { addOption, idFrom, type Names, type NewOptionForm } from './options-editor.ts';
import { PricingPreview } from './PricingPreview.tsx';
import { type PricingData, previewDocument } from './pricing-editor.ts';
import { previewRows } from './pricing-preview.ts';

/** What a dialog is open for. */
export type Editing =
  | { kind: 'rename'; title: string; names: Names; action: (label: Names) => MergeAction }
  | { kind: 'option'; group: OptionGroup; control: Control }
  | { kind: 'control'; group: OptionGroup };

export type Send = (actions: MergeAction[]) => Promise<string[] | null>;

/** The form's refusal: the server's messages, listed. */
export function Problems({ messages }: { messages: string[] }) {
  return <FormError>{messages.length ? messages.join(' ') : null}</FormError>;
}

export function NamesFields({
  idPrefix,
  names,
  onChange,
}: {
  idPrefix: string;
  names: Names;
  onChange: (n: Names) => void;
}) {
  const { t } = useAdminT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        id={`${idPrefix}-uk`}
        label={t('admin.texts.nameUk')}
        lang="uk"
        value={names.uk}
        onChange={(uk) => onChange({ ...names, uk })}
      />
      <TextField
        id={`${idPrefix}-en`}
        label={t('admin.texts.nameEn')}
        lang="en"
        value={names.en}
        onChange={(en) => onChange({ ...names, en })}
      />
    </div>
  );
}

export function RenameForm({
  editing,
  busy,
  onCancel,
  onSend,
}: {
  editing: Extract<Editing, { kind: 'rename' }>;
  busy: boolean;
  onCancel: () => void;
  onSend: Send;
}) {
  const { t } = useAdminT();
  const [names, setNames] = useState(editing.names);
  const [problems, setProblems] = useState<string[]>([]);
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems((await onSend([editing.action(names)])) ?? []);
  }
  return (
    <form onSubmit={submit} className="space-y-4 p-6 md:p-8" noValidate>
      <DialogTitle>{editing.title}</DialogTitle>
      <NamesFields idPrefix="rename" names={names} onChange={setNames} />
      <Problems messages={problems} />
      <SaveButtons onCancel={onCancel} labels={saveLabels(t)} saving={busy} />
    </form>
  );
}

export function OptionForm({
  editing,
  data,
  busy,
  onCancel,
  onSend,
}: {
  editing: Extract<Editing, { kind: 'option' }>;
  data: PricingData;
  busy: boolean;
  onCancel: () => void;
  onSend: Send;
}) {
  const { t, lang } = useAdminT();
  const { group, control } = editing;
  const taken = control.type === 'choice' ? control.options.map((o) => o.id) : [];
  const [form, setForm] = useState<NewOptionForm>({ names: { en: '', uk: '' }, id: '', cost: '' });
  const [idTyped, setIdTyped] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const id = idTyped ? form.id : idFrom(form.names.en, taken, `option-${taken.length + 1}`);
  const action = addOption(group.id, control.id, { ...form, id });
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems((await onSend([action])) ?? []);
  }
  return (
    <form onSubmit={submit} className="space-y-4 p-6 md:p-8" noValidate>
      <DialogTitle>{t('admin.options.addOption', { control: control.label[lang] })}</DialogTitle>
      <NamesFields idPrefix="new-option" names={form.names} onChange={(names) => setForm({ ...form, names })} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="new-option-cost"
          label={t('admin.options.cost')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={form.cost}
          onChange={(cost) => setForm({ ...form, cost })}
        />
        <TextField
          id="new-option-id"
          label={t('admin.options.id')}
          value={id}
          onChange={(typed) => {
            setIdTyped(true);
            setForm({ ...form, id: typed });
          }}
        />
      </div>
      <p className="text-xs text-stone">{t('admin.options.idHint')}</p>
      <Preview data={data} action={action} />
      <Problems messages={problems} />
      <SaveButtons onCancel={onCancel} labels={saveLabels(t)} saving={busy} />
    </form>
  );
}

/**
 * What the change does to the reference configurations before it is saved (the pricing editor's preview), once the
 * form makes an action the server would take; or why the server would refuse it.
 */
export function Preview({ data, action }: { data: PricingData; action: MergeAction }) {
  const { t } = useAdminT();
  const parsed = MergeAction.safeParse(action);
  if (!parsed.success) return null;
  const preview = previewDocument(data, [parsed.data]);
  return (
    <section aria-label={t('admin.pricing.preview')} className="rounded-2xl bg-white/60 p-4 ring-1 ring-ink/5">
      <h3 className="text-sm font-medium">{t('admin.pricing.preview')}</h3>
      {preview.merged && <PricingPreview rows={previewRows(data, preview.merged)} />}
      <FormError className="mt-2">{preview.error}</FormError>
    </section>
  );
}
