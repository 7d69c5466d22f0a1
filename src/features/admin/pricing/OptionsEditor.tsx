// The option editor under a pricing editor (docs/product.md#option-editor): every group, control and option the
// configurators offer, with what the shop can do to them without a developer: add an option or a control (always with
// its price), rename, move, retire an option or offer it again, make an option the default. Each change is saved at
// once as a merge on the version shown (someone else's save since makes it a 409) and lands in the price history.
// Each group folds (closed at first: the whole list is thousands of pixels on a phone) and stays as the manager left
// it across the reload after a change, as does the focus (the lists keep their keys).
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { Dialog, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { FormError } from '../../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../../components/ui/FormButtons.tsx';
import { inputClass, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.tsx';
import { MergeAction } from '../../pricing/merge.ts';
import { choiceDefault } from '../../pricing/options.ts';
import type { Control, OptionGroup } from '../../pricing/schema.ts';
import { type AdminT, saveLabels, useAdminT } from '../i18n.ts';
import {
  addControl,
  addOption,
  blankControl,
  type ControlKind,
  controlIds,
  idFrom,
  messagesOf,
  type Names,
  type NewControlForm,
  type NewOptionForm,
} from './options-editor.ts';
import { PricingPreview } from './PricingPreview.tsx';
import { type PricingData, previewDocument, previewRows } from './pricing-editor.ts';

interface Props {
  /** The prices and options as loaded, the rate and the door the previews price. */
  data: PricingData;
  /** After a change is saved: the page loads the prices and options again. */
  onSaved: () => Promise<void>;
}

/** What a dialog is open for. */
type Editing =
  | { kind: 'rename'; title: string; names: Names; action: (label: Names) => MergeAction }
  | { kind: 'option'; group: OptionGroup; control: Control }
  | { kind: 'control'; group: OptionGroup };

const small = 'min-h-9 rounded-full px-3 text-xs ring-1 ring-ink/15 hover:bg-white disabled:opacity-40';

export function OptionsEditor({ data, onSaved }: Props) {
  const { category, version, schema } = data.document;
  const { t, lang } = useAdminT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  /** The groups the manager opened: kept across the reload after each change. */
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  /** Someone else saved while a dialog was open: its refusal says so, and closing it loads the new version. */
  const [stale, setStale] = useState(false);
  const close = () => {
    setEditing(null);
    if (stale) {
      setStale(false);
      void onSaved();
    }
  };

  /** Saves the actions as one merge; a refusal comes back to the dialog that sent it (or as a toast). */
  async function send(actions: MergeAction[]): Promise<string[] | null> {
    setBusy(true);
    try {
      await api(`/api/admin/schema/${category}/merge`, { body: { version, actions } });
      void notify('success', t('admin.options.saved'), t('admin.pricing.savedNote'));
      setEditing(null);
      await onSaved();
      return null;
    } catch (error) {
      const messages =
        error instanceof ApiError ? (messagesOf(error.errors).length ? messagesOf(error.errors) : [error.message]) : [];
      const conflict = error instanceof ApiError && error.status === 409;
      if (editing) {
        // The dialog keeps what was typed and says why; a stale version is loaded once it closes.
        if (conflict) setStale(true);
      } else {
        void notify('error', t('admin.options.failed'), messages.join(' '));
        if (conflict) await onSaved();
      }
      return messages.length ? messages : [t('admin.options.failed')];
    } finally {
      setBusy(false);
    }
  }

  const named = (label: Names) => label[lang];
  const move = <T extends { id: string }>(items: T[], index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as string);
    return ids;
  };
  const rename = (title: string, names: Names, action: (label: Names) => MergeAction) =>
    setEditing({ kind: 'rename', title, names, action });

  return (
    <section aria-labelledby="options-heading" className="mt-12 max-w-4xl">
      <h2 id="options-heading" className="font-serif text-3xl">
        {t('admin.options.title')}
      </h2>
      <p className="mt-1 text-sm text-stone">{t('admin.options.intro')}</p>
      <div className="mt-4 space-y-4">
        {schema.groups.map((group) => (
          <article
            key={group.id}
            aria-labelledby={`group-${group.id}`}
            className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5"
          >
            <details
              open={open.has(group.id)}
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                setOpen((was) => {
                  const next = new Set(was);
                  if (isOpen) next.add(group.id);
                  else next.delete(group.id);
                  return next;
                });
              }}
            >
              <summary className="cursor-pointer rounded-xl py-1 marker:text-oak-dark">
                <span id={`group-${group.id}`} className="font-serif text-2xl">
                  {named(group.label)}
                </span>
                <span className="ml-2 text-sm text-stone">
                  {t('admin.options.count', { count: group.controls.length })}
                </span>
              </summary>
              <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
                <button
                  type="button"
                  className={small}
                  onClick={() =>
                    rename(t('admin.options.renameGroup'), group.label, (label) => ({
                      type: 'rename',
                      groupId: group.id,
                      label,
                    }))
                  }
                >
                  {t('admin.options.rename')}
                  <span className="sr-only"> {named(group.label)}</span>
                </button>
              </div>
              <ul className="mt-2 divide-y divide-ink/5">
                {group.controls.map((control, index) => (
                  <li key={control.id} className="py-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm">
                        <span className="font-medium">{named(control.label)}</span>{' '}
                        <span className="text-stone">· {t(`admin.options.kind.${kindOf(control)}`)}</span>
                      </p>
                      <Actions
                        t={t}
                        name={named(control.label)}
                        busy={busy}
                        first={index === 0}
                        last={index === group.controls.length - 1}
                        onMove={(by) =>
                          void send([{ type: 'reorder', groupId: group.id, ids: move(group.controls, index, by) }])
                        }
                        onRename={() =>
                          rename(t('admin.options.renameControl'), control.label, (label) => ({
                            type: 'rename',
                            groupId: group.id,
                            controlId: control.id,
                            label,
                          }))
                        }
                      />
                    </div>
                    {control.type === 'choice' && (
                      <>
                        <ul className="mt-2 space-y-2 border-l-2 border-ink/10 pl-3">
                          {control.options.map((option, i) => {
                            const isDefault = choiceDefault(control) === option.id;
                            const target = { groupId: group.id, controlId: control.id, optionId: option.id };
                            return (
                              <li
                                key={option.id}
                                className="flex flex-wrap items-center justify-between gap-2"
                                data-retired={option.retired || undefined}
                              >
                                <p className={`text-sm ${option.retired ? 'text-stone line-through' : ''}`}>
                                  {named(option.label)}
                                  {isDefault && (
                                    <span className="ml-2 text-xs text-oak-dark no-underline">
                                      {t('admin.options.default')}
                                    </span>
                                  )}
                                  {option.retired && (
                                    <span className="ml-2 text-xs">{t('admin.options.retiredBadge')}</span>
                                  )}
                                </p>
                                <Actions
                                  t={t}
                                  name={named(option.label)}
                                  busy={busy}
                                  first={i === 0}
                                  last={i === control.options.length - 1}
                                  onMove={(by) =>
                                    void send([
                                      {
                                        type: 'reorder',
                                        groupId: group.id,
                                        controlId: control.id,
                                        ids: move(control.options, i, by),
                                      },
                                    ])
                                  }
                                  onRename={() =>
                                    rename(t('admin.options.renameOption'), option.label, (label) => ({
                                      type: 'rename',
                                      ...target,
                                      label,
                                    }))
                                  }
                                >
                                  {!isDefault && !option.retired && (
                                    <button
                                      type="button"
                                      className={small}
                                      disabled={busy}
                                      onClick={() =>
                                        void send([
                                          {
                                            type: 'setDefault',
                                            groupId: group.id,
                                            controlId: control.id,
                                            value: option.id,
                                          },
                                        ])
                                      }
                                    >
                                      {t('admin.options.makeDefault')}
                                      <span className="sr-only"> {named(option.label)}</span>
                                    </button>
                                  )}
                                  {!isDefault && (
                                    <button
                                      type="button"
                                      className={small}
                                      disabled={busy}
                                      onClick={() =>
                                        void send([{ type: 'retireOption', ...target, retired: !option.retired }])
                                      }
                                    >
                                      {t(option.retired ? 'admin.options.offer' : 'admin.options.retire')}
                                      <span className="sr-only"> {named(option.label)}</span>
                                    </button>
                                  )}
                                </Actions>
                              </li>
                            );
                          })}
                        </ul>
                        <button
                          type="button"
                          className={`${small} mt-2`}
                          onClick={() => setEditing({ kind: 'option', group, control })}
                        >
                          {t('admin.options.addOption', { control: named(control.label) })}
                        </button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="mt-2 min-h-11 rounded-full px-5 text-sm ring-1 ring-ink/20 hover:bg-white"
                onClick={() => setEditing({ kind: 'control', group })}
              >
                {t('admin.options.addControl', { group: named(group.label) })}
              </button>
            </details>
          </article>
        ))}
      </div>
      <Dialog open={editing !== null} onClose={close} width="w-[min(40rem,calc(100vw-2rem))]">
        {editing?.kind === 'rename' && <RenameForm editing={editing} busy={busy} onCancel={close} onSend={send} />}
        {editing?.kind === 'option' && (
          <OptionForm editing={editing} data={data} busy={busy} onCancel={close} onSend={send} />
        )}
        {editing?.kind === 'control' && (
          <ControlForm group={editing.group} data={data} busy={busy} onCancel={close} onSend={send} />
        )}
      </Dialog>
    </section>
  );
}

const kindOf = (control: Control): ControlKind =>
  control.type === 'boolean' ? 'switch' : control.type === 'number' ? 'size' : 'choice';

function Actions(props: {
  t: AdminT;
  name: string;
  busy: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRename: () => void;
  children?: ReactNode;
}) {
  const { t, name, busy } = props;
  return (
    <span className="flex flex-wrap gap-1.5">
      {props.children}
      <button type="button" className={small} onClick={props.onRename}>
        {t('admin.options.rename')}
        <span className="sr-only"> {name}</span>
      </button>
      <button
        type="button"
        className={small}
        disabled={busy || props.first}
        onClick={() => props.onMove(-1)}
        aria-label={t('admin.order.up', { name })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={small}
        disabled={busy || props.last}
        onClick={() => props.onMove(1)}
        aria-label={t('admin.order.down', { name })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

type Send = (actions: MergeAction[]) => Promise<string[] | null>;

/** The form's refusal: the server's messages, listed. */
function Problems({ messages }: { messages: string[] }) {
  return <FormError>{messages.length ? messages.join(' ') : null}</FormError>;
}

function NamesFields({ idPrefix, names, onChange }: { idPrefix: string; names: Names; onChange: (n: Names) => void }) {
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

function RenameForm({
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

function OptionForm({
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

function ControlForm({
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
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
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
      <TextField
        id="new-control-id"
        label={t('admin.options.id')}
        value={id}
        onChange={(typed) => {
          setIdTyped(true);
          set({ id: typed });
        }}
      />
      {form.kind === 'choice' && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('admin.options.choices')}</legend>
          {form.options.map((option, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end
              key={i}
              className="grid gap-3 rounded-xl bg-white/60 p-3 ring-1 ring-ink/5 md:grid-cols-[1fr_1fr_8rem]"
            >
              {(['uk', 'en'] as const).map((l) => (
                <TextField
                  key={l}
                  id={`new-control-option-${i}-${l}`}
                  label={`${t(l === 'uk' ? 'admin.texts.nameUk' : 'admin.texts.nameEn')} · ${i + 1}`}
                  lang={l}
                  value={option.names[l]}
                  onChange={(text) =>
                    set({
                      options: form.options.map((o, j) => (j === i ? { ...o, names: { ...o.names, [l]: text } } : o)),
                    })
                  }
                />
              ))}
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
            className={small}
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
            <div>
              <label htmlFor="new-control-price-kind" className="text-sm font-medium">
                {t('admin.options.sizePrice')}
              </label>
              <select
                id="new-control-price-kind"
                value={form.sizePrice.kind}
                onChange={(e) =>
                  set({ sizePrice: { ...form.sizePrice, kind: e.target.value as 'THRESHOLD_FIXED' | 'RATE_PER_10' } })
                }
                className={inputClass}
              >
                <option value="THRESHOLD_FIXED">{t('admin.options.sizePrice.above')}</option>
                <option value="RATE_PER_10">{t('admin.options.sizePrice.per10')}</option>
              </select>
            </div>
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

/**
 * What the change does to the reference configurations before it is saved (the pricing editor's preview), once the
 * form makes an action the server would take; or why the server would refuse it.
 */
function Preview({ data, action }: { data: PricingData; action: MergeAction }) {
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
