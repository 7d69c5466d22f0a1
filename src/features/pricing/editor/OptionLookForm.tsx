// An option's look and the doors made in it (docs/product.md#finishes): its swatch (a colour and how its surface
// looks: the configurators' swatch and the drawing take both), its picture and description, its family among the
// choice's (a finish's), and whether every door of the category offers it or only the doors ticked. Saved as one
// setOptionLook merge action.
import { type SubmitEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogTitle } from '../../../components/ui/Dialog.tsx';
import { SaveButtons } from '../../../components/ui/FormButtons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ImageField } from '../../admin/ImageField.tsx';
import { saveLabels, useAdminT } from '../../admin/i18n.ts';
import type { MergeAction } from '../merge-actions.ts';
import type { Control, OptionChoice, OptionGroup, Swatch } from '../schema.ts';
import { Problems, type Send } from './OptionForms.tsx';
import type { PricingData } from './pricing-editor.ts';

type Texture = NonNullable<Swatch['texture']> | '';
const TEXTURES: Texture[] = ['', 'grain', 'gloss', 'mirror', 'matte'];

export interface LookEditing {
  kind: 'look';
  group: OptionGroup;
  control: Extract<Control, { type: 'choice' }>;
  option: OptionChoice;
}

export interface LookFields {
  swatch: boolean;
  colour: string;
  texture: Texture;
  family: string;
  doors: string[] | null;
  picture: string;
  description: { en: string; uk: string };
}

/**
 * The action the form makes: what is not set is taken away (null). A description with one language only is sent as it
 * is, for the server to say which is missing.
 */
export function lookAction(editing: LookEditing, form: LookFields): MergeAction {
  const { en, uk } = form.description;
  return {
    type: 'setOptionLook',
    groupId: editing.group.id,
    controlId: editing.control.id,
    optionId: editing.option.id,
    swatch: form.swatch ? { colour: form.colour, ...(form.texture && { texture: form.texture }) } : null,
    family: form.family || null,
    doors: form.doors,
    picture: form.picture || null,
    description: en.trim() || uk.trim() ? { en, uk } : null,
  };
}

export function OptionLookForm({
  editing,
  data,
  busy,
  onCancel,
  onSend,
}: {
  editing: LookEditing;
  data: PricingData;
  busy: boolean;
  onCancel: () => void;
  onSend: Send;
}) {
  const { t, lang } = useAdminT();
  const { control, option } = editing;
  const [swatch, setSwatch] = useState(Boolean(option.swatch) || control.display === 'swatches');
  const [colour, setColour] = useState(option.swatch?.colour ?? '#e9e6e1');
  const [texture, setTexture] = useState<Texture>(option.swatch?.texture ?? '');
  const [family, setFamily] = useState(option.family ?? '');
  const [doors, setDoors] = useState<string[] | null>(option.doors ?? null);
  const [picture, setPicture] = useState(option.picture ?? '');
  const [description, setDescription] = useState(option.description ?? { en: '', uk: '' });
  const pictureField = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const doorName = (door: PricingData['doors'][number]) => (lang === 'uk' && door.nameUk) || door.name;
  // A door named in the option that the catalogue no longer lists stays named (unticking it drops it).
  const listed = [
    ...data.doors,
    ...(doors ?? []).filter((slug) => !data.doors.some((d) => d.slug === slug)).map((slug) => ({ slug, name: slug })),
  ];
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = { swatch, colour, texture, family, doors, picture, description };
    setProblems((await onSend([lookAction(editing, form)])) ?? []);
  }
  return (
    <form onSubmit={submit} className="space-y-5 p-6 md:p-8" noValidate>
      <DialogTitle>{t('admin.options.lookTitle', { name: option.label[lang] })}</DialogTitle>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('admin.options.swatch')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={swatch} onChange={(e) => setSwatch(e.target.checked)} className="size-5" />
          {t('admin.options.swatchShow')}
        </label>
        {swatch && (
          <div className="flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor="look-colour" className="text-sm font-medium">
                {t('admin.options.colour')}
              </label>
              <div className="mt-1 flex items-center gap-2">
                <input
                  id="look-colour"
                  type="color"
                  value={colour}
                  onChange={(e) => setColour(e.target.value)}
                  className="h-11 w-16 cursor-pointer rounded-lg border border-ink/20 bg-white"
                />
                <span className="font-mono text-sm text-stone">{colour}</span>
              </div>
            </div>
            <SelectField
              id="look-texture"
              label={t('admin.options.texture')}
              value={texture}
              onChange={setTexture}
              options={TEXTURES.map((value) => ({
                value,
                label: t(`admin.options.texture.${value || 'none'}` as const),
              }))}
            />
          </div>
        )}
      </fieldset>
      <div ref={pictureField}>
        <ImageField
          label={t('admin.options.picture')}
          value={picture}
          onChange={setPicture}
          uploadOnly
          describedBy="look-picture-hint"
        />
        <p id="look-picture-hint" className="mt-1 text-sm text-stone">
          {t('admin.options.pictureHint')}
        </p>
        {picture && (
          <Button
            variant="quiet"
            size="none"
            className="mt-1 text-sm text-red-800"
            onClick={() => {
              setPicture('');
              // The button goes with the picture: the focus moves to the upload, not to the page.
              pictureField.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
            }}
          >
            {t('admin.options.pictureRemove')}
          </Button>
        )}
      </div>
      <fieldset className="space-y-3" aria-describedby="look-description-hint">
        <legend className="text-sm font-medium">{t('admin.options.description')}</legend>
        <p id="look-description-hint" className="text-sm text-stone">
          {t('admin.options.descriptionHint')}
        </p>
        <TextField
          id="look-description-en"
          label={t('admin.options.descriptionEn')}
          value={description.en}
          onChange={(en) => setDescription({ ...description, en })}
          maxLength={200}
        />
        <TextField
          id="look-description-uk"
          label={t('admin.options.descriptionUk')}
          value={description.uk}
          onChange={(uk) => setDescription({ ...description, uk })}
          maxLength={200}
        />
      </fieldset>
      {control.families && (
        <SelectField
          id="look-family"
          label={t('admin.options.family')}
          value={family}
          onChange={setFamily}
          options={[
            { value: '', label: t('admin.options.familyNone') },
            ...control.families.map((f) => ({ value: f.id, label: f.label[lang] })),
          ]}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('admin.options.doors')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="look-doors" checked={doors === null} onChange={() => setDoors(null)} />
          {t('admin.options.doorsEvery')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="look-doors" checked={doors !== null} onChange={() => setDoors(doors ?? [])} />
          {t('admin.options.doorsSome')}
        </label>
        {doors !== null && (
          <ul className="grid gap-1 pl-6 sm:grid-cols-2">
            {listed.map((door) => (
              <li key={door.slug}>
                <label className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={doors.includes(door.slug)}
                    onChange={(e) =>
                      setDoors(e.target.checked ? [...doors, door.slug] : doors.filter((slug) => slug !== door.slug))
                    }
                    className="size-5"
                  />
                  {doorName(door)}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Problems messages={problems} />
      <SaveButtons onCancel={onCancel} labels={saveLabels(t)} saving={busy} />
    </form>
  );
}
