// The option editor under a pricing editor (docs/product.md#option-editor): every group, control and option the
// configurators offer, with what the shop can do to them without a developer: add an option or a control (always with
// its price), rename, move, retire an option or offer it again, make an option the default, give an option a swatch
// and name the doors made in it. Each change is saved at once as a merge on the version shown (someone else's save
// since makes it a 409) and lands in the price history. Each group folds (closed at first: the whole list is thousands
// of pixels on a phone) and stays as the manager left it across the reload after a change, as does the focus (the
// lists keep their keys). The dialogs: OptionForms.tsx, OptionLookForm.tsx and ControlForm.tsx.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import type { MergeAction } from '../merge-actions.ts';
import { choiceDefault, nameClash } from '../options.ts';
import type { Control } from '../schema.ts';
import { ControlForm } from './ControlForm.tsx';
import { Actions, RetireButtons, smallButton } from './OptionActions.tsx';
import { type Editing, OptionForm, RenameForm } from './OptionForms.tsx';
import { type LookEditing, OptionLookForm } from './OptionLookForm.tsx';
import { type ControlKind, messagesOf, type Names } from './options-editor.ts';
import type { PricingData } from './pricing-editor.ts';

interface Props {
  /** The prices and options as loaded, the rate and the door the previews price. */
  data: PricingData;
  /** After a change is saved: the page loads the prices and options again. */
  onSaved: () => Promise<void>;
}

export function OptionsEditor({ data, onSaved }: Props) {
  const { category, version, schema } = data.document;
  const { t, lang } = useAdminT();
  const [editing, setEditing] = useState<Editing | LookEditing | null>(null);
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
                  className={smallButton}
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
                                    setEditing({
                                      kind: 'rename',
                                      title: t('admin.options.renameOption'),
                                      names: option.label,
                                      action: (label) => ({ type: 'rename', ...target, label }),
                                      // A retired option's name is free to repeat: no buyer sees it.
                                      clash: (label) =>
                                        option.retired ? null : nameClash(control.options, label, option.id),
                                    })
                                  }
                                >
                                  <button
                                    type="button"
                                    className={smallButton}
                                    onClick={() => setEditing({ kind: 'look', group, control, option })}
                                  >
                                    {t('admin.options.look')}
                                    <span className="sr-only"> {named(option.label)}</span>
                                  </button>
                                  {!isDefault && !option.retired && (
                                    <button
                                      type="button"
                                      className={smallButton}
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
                                    <RetireButtons
                                      t={t}
                                      name={named(option.label)}
                                      busy={busy}
                                      retired={option.retired === true}
                                      onRetire={() =>
                                        void send([{ type: 'retireOption', ...target, retired: !option.retired }])
                                      }
                                      onDelete={() => void send([{ type: 'deleteOption', ...target }])}
                                    />
                                  )}
                                </Actions>
                              </li>
                            );
                          })}
                        </ul>
                        <button
                          type="button"
                          className={`${smallButton} mt-2`}
                          onClick={() => setEditing({ kind: 'option', group, control })}
                        >
                          {t('admin.options.addOption', { control: named(control.label) })}
                        </button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              <Button
                variant="secondary"
                size="md"
                className="mt-2"
                onClick={() => setEditing({ kind: 'control', group })}
              >
                {t('admin.options.addControl', { group: named(group.label) })}
              </Button>
            </details>
          </article>
        ))}
      </div>
      <Dialog open={editing !== null} onClose={close} width="w-[min(40rem,calc(100vw-2rem))]">
        {editing?.kind === 'rename' && <RenameForm editing={editing} busy={busy} onCancel={close} onSend={send} />}
        {editing?.kind === 'option' && (
          <OptionForm editing={editing} data={data} busy={busy} onCancel={close} onSend={send} />
        )}
        {editing?.kind === 'look' && (
          <OptionLookForm editing={editing} data={data} busy={busy} onCancel={close} onSend={send} />
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
