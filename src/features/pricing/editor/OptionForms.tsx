// The option editor's dialogs for a name and for a new option, with their shared parts: the names in both languages,
// the server's refusal, and the preview of what the change does to the reference configurations before it is saved.
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { DialogTitle } from '../../../components/ui/Dialog.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../../components/ui/FormButtons.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { localize } from '../../../lib/messages.ts';
import { saveLabels, useAdminT } from '../../admin/i18n.ts';
import { MergeAction } from '../merge-actions.ts';
import { NAME_TAKEN, nameClash } from '../options.ts';
import type { Control, OptionGroup } from '../schema.ts';
import { addOption, idFrom, type Names, type NewOptionForm } from './options-editor.ts';
import { PricingPreview } from './PricingPreview.tsx';
import { type PricingData, previewDocument } from './pricing-editor.ts';
import { previewRows } from './pricing-preview.ts';

/** What a dialog is open for. */
export type Editing =
  | {
      kind: 'rename';
      title: string;
      names: Names;
      action: (label: Names) => MergeAction;
      /** An option's rename: the language in which a name repeats another option on offer, or null. */
      clash?: (label: Names) => 'en' | 'uk' | null;
    }
  | { kind: 'option'; group: OptionGroup; control: Control }
  | { kind: 'control'; group: OptionGroup };

export type Send = (actions: MergeAction[]) => Promise<string[] | null>;

/** The form's refusal: the server's messages, listed. */
export function Problems({ messages }: { messages: string[] }) {
  return <FormError>{messages.length ? messages.join(' ') : null}</FormError>;
}

/**
 * Where a name repeats another option's in the same control (`nameClash`): the field's id and the refusal in the
 * manager's language, as the server would say it; null when the names are free.
 */
export function useNameClash(idPrefix: string, clash: 'en' | 'uk' | null) {
  const { lang } = useAdminT();
  return clash ? { fieldId: `${idPrefix}-${clash}`, lang: clash, message: localize(NAME_TAKEN, lang) } : null;
}
export type NameClash = ReturnType<typeof useNameClash>;

/** Refuses a repeated name before sending: focuses its field (`fieldId`); true when there is none. */
export function nameFree(fieldId: string | null | undefined) {
  if (fieldId) document.getElementById(fieldId)?.focus();
  return !fieldId;
}

export function NamesFields({
  idPrefix,
  names,
  onChange,
  clash = null,
}: {
  idPrefix: string;
  names: Names;
  onChange: (n: Names) => void;
  clash?: NameClash;
}) {
  const { t } = useAdminT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['uk', 'en'] as const).map((l) => {
        const id = `${idPrefix}-${l}`;
        const error = clash?.lang === l ? clash.message : null;
        return (
          <div key={l}>
            <TextField
              id={id}
              label={t(l === 'uk' ? 'admin.texts.nameUk' : 'admin.texts.nameEn')}
              lang={l}
              value={names[l]}
              onChange={(text) => onChange({ ...names, [l]: text })}
              {...errorProps(id, error)}
            />
            <FieldError fieldId={id} error={error} />
          </div>
        );
      })}
    </div>
  );
}

/** The id a link carries, made from the English name: shown only on request, as few managers need to change it. */
export function AdvancedId({ children }: { children: ReactNode }) {
  const { t } = useAdminT();
  return (
    <details className="rounded-xl bg-white/60 p-3 ring-1 ring-ink/5">
      <summary className="cursor-pointer text-sm font-medium">{t('admin.options.advanced')}</summary>
      <div className="mt-3 space-y-2">
        {children}
        <p className="text-xs text-stone">{t('admin.options.idHint')}</p>
      </div>
    </details>
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
  const clash = useNameClash('rename', editing.clash?.(names) ?? null);
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!nameFree(clash?.fieldId)) return;
    setProblems((await onSend([editing.action(names)])) ?? []);
  }
  return (
    <form onSubmit={submit} className="space-y-4 p-6 md:p-8" noValidate>
      <DialogTitle>{editing.title}</DialogTitle>
      <NamesFields idPrefix="rename" names={names} onChange={setNames} clash={clash} />
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
  const options = control.type === 'choice' ? control.options : [];
  const taken = options.map((o) => o.id);
  const [form, setForm] = useState<NewOptionForm>({ names: { en: '', uk: '' }, id: '', cost: '' });
  const [idTyped, setIdTyped] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const id = idTyped ? form.id : idFrom(form.names.en, taken, `option-${taken.length + 1}`);
  const action = addOption(group.id, control.id, { ...form, id });
  // A name another option on offer has: the buyer would see two identical choices (the server refuses it too).
  const clash = useNameClash('new-option', nameClash(options, form.names));
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!nameFree(clash?.fieldId)) return;
    setProblems((await onSend([action])) ?? []);
  }
  return (
    <form onSubmit={submit} className="space-y-4 p-6 md:p-8" noValidate>
      <DialogTitle>{t('admin.options.addOption', { control: control.label[lang] })}</DialogTitle>
      <NamesFields
        idPrefix="new-option"
        names={form.names}
        onChange={(names) => setForm({ ...form, names })}
        clash={clash}
      />
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
      <AdvancedId>
        <TextField
          id="new-option-id"
          label={t('admin.options.id')}
          value={id}
          onChange={(typed) => {
            setIdTyped(true);
            setForm({ ...form, id: typed });
          }}
        />
      </AdvancedId>
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
