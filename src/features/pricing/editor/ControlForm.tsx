// The option editor's dialog for a new control in a group: a choice with its options and their costs, a switch and
// its cost, or a size with its limits and price; its id is made from the English name unless the manager types one.
import { type SubmitEvent, useState } from 'react';
import { DialogTitle } from '../../../components/ui/Dialog.tsx';
import { errorProps, FieldError } from '../../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../../components/ui/FormButtons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { localize } from '../../../lib/messages.ts';
import { saveLabels, useAdminT } from '../../admin/i18n.ts';
import { NAME_TAKEN } from '../options.ts';
import type { OptionGroup } from '../schema.ts';
import { smallButton } from './OptionActions.tsx';
import { AdvancedId, NamesFields, nameFree, Preview, Problems, type Send } from './OptionForms.tsx';
import {
  addControl,
  blankControl,
  type ControlKind,
  controlIdProblem,
  controlIds,
  idFrom,
  type NewControlForm,
  optionNameClashes,
} from './options-editor.ts';
import type { PricingData } from './pricing-editor.ts';

export function ControlForm({
  group,
  data,
  busy,
  onCancel,
  onSend,
}: {
  group: OptionGroup;
  data: PricingData;
  busy: boolean;
  onCancel: () => void;
  onSend: Send;
}) {
  const { t, lang } = useAdminT();
  const [form, setForm] = useState<NewControlForm>(blankControl);
  const [idTyped, setIdTyped] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const id = idTyped ? form.id : idFrom(form.names.en, controlIds(data.document.schema), 'control');
  const set = (change: Partial<NewControlForm>) => setForm((f) => ({ ...f, ...change }));
  const action = addControl(group.id, { ...form, id });
  // A typed id the server would refuse (one the door links read, like `slug`) is named at its field, before sending.
  const idProblem = controlIdProblem(id);
  const idError = idProblem && localize(idProblem, lang);
  // A choice whose options share a name would show the buyer two identical choices: named at the repeated one.
  const clashes = form.kind === 'choice' ? optionNameClashes(form.options) : [];
  const clashAt = clashes.findIndex(Boolean);
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (idProblem) {
      document.getElementById('new-control-id')?.focus();
      return;
    }
    if (!nameFree(clashAt < 0 ? null : `new-control-option-${clashAt}-${clashes[clashAt]}`)) return;
    setProblems((await onSend([action])) ?? []);
  }
  const kinds: ControlKind[] = ['choice', 'switch', 'size'];
  return (
    <form onSubmit={submit} className="space-y-4 p-6 md:p-8" noValidate>
      <DialogTitle>{t('admin.options.addControl', { group: group.label[lang] })}</DialogTitle>
      <fieldset>
        <legend className="text-sm font-medium">{t('admin.options.kind')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {kinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="control-kind"
                value={kind}
                checked={form.kind === kind}
                onChange={() => set({ kind })}
                className="accent-oak-dark"
              />
              {t(`admin.options.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <NamesFields idPrefix="new-control" names={form.names} onChange={(names) => set({ names })} />
      <AdvancedId>
        <TextField
          id="new-control-id"
          label={t('admin.options.id')}
          value={id}
          onChange={(typed) => {
            setIdTyped(true);
            set({ id: typed });
          }}
          {...errorProps('new-control-id', idError)}
        />
        <FieldError fieldId="new-control-id" error={idError} />
      </AdvancedId>
      {form.kind === 'choice' && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('admin.options.choices')}</legend>
          {form.options.map((option, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end
              key={i}
              className="grid gap-3 rounded-xl bg-white/60 p-3 ring-1 ring-ink/5 md:grid-cols-[1fr_1fr_8rem]"
            >
              {(['uk', 'en'] as const).map((l) => {
                const fieldId = `new-control-option-${i}-${l}`;
                const error = clashes[i] === l ? localize(NAME_TAKEN, lang) : null;
                return (
                  <div key={l}>
                    <TextField
                      id={fieldId}
                      label={`${t(l === 'uk' ? 'admin.texts.nameUk' : 'admin.texts.nameEn')} · ${i + 1}`}
                      lang={l}
                      value={option.names[l]}
                      onChange={(text) =>
                        set({
                          options: form.options.map((o, j) =>
                            j === i ? { ...o, names: { ...o.names, [l]: text } } : o,
                          ),
                        })
                      }
                      {...errorProps(fieldId, error)}
                    />
                    <FieldError fieldId={fieldId} error={error} />
                  </div>
                );
              })}
              <TextField
                id={`new-control-option-${i}-cost`}
                label={`${t('admin.options.cost')} · ${i + 1}`}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={option.cost}
                onChange={(cost) => set({ options: form.options.map((o, j) => (j === i ? { ...o, cost } : o)) })}
              />
            </div>
          ))}
          <button
            type="button"
            className={smallButton}
            onClick={() => set({ options: [...form.options, { names: { en: '', uk: '' }, cost: '' }] })}
          >
            {t('admin.options.anotherChoice')}
          </button>
          <p className="text-xs text-stone">{t('admin.options.firstIsDefault')}</p>
        </fieldset>
      )}
      {form.kind === 'switch' && (
        <TextField
          id="new-control-cost"
          label={t('admin.options.costOn')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={form.cost}
          onChange={(cost) => set({ cost })}
        />
      )}
      {form.kind === 'size' && (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {(['min', 'max', 'step', 'defaultValue'] as const).map((field) => (
              <TextField
                key={field}
                id={`new-control-${field}`}
                label={t(`admin.options.size.${field}`)}
                type="number"
                inputMode="numeric"
                value={form.size[field]}
                onChange={(text) => set({ size: { ...form.size, [field]: text } })}
              />
            ))}
          </div>
          <div className="grid gap-3 md:grid-cols-3">
            <SelectField
              id="new-control-price-kind"
              label={t('admin.options.sizePrice')}
              value={form.sizePrice.kind}
              onChange={(kind) => set({ sizePrice: { ...form.sizePrice, kind } })}
              options={[
                { value: 'THRESHOLD_FIXED', label: t('admin.options.sizePrice.above') },
                { value: 'RATE_PER_10', label: t('admin.options.sizePrice.per10') },
              ]}
            />
            <TextField
              id="new-control-threshold"
              label={t('admin.options.sizePrice.from')}
              type="number"
              inputMode="numeric"
              value={form.sizePrice.threshold}
              onChange={(threshold) => set({ sizePrice: { ...form.sizePrice, threshold } })}
            />
            <TextField
              id="new-control-amount"
              label={t('admin.options.cost')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={form.sizePrice.amount}
              onChange={(amount) => set({ sizePrice: { ...form.sizePrice, amount } })}
            />
          </div>
        </>
      )}
      <Preview data={data} action={action} />
      <Problems messages={problems} />
      <SaveButtons onCancel={onCancel} labels={saveLabels(t)} saving={busy} />
    </form>
  );
}
