// "Add to project" from a configurator (docs/decisions/024): the door as configured, with a room and a quantity, kept
// in this browser's project; opened from the project's "Edit" (`&project=<id>` in the address) it updates that entry
// in its place. Fetched on first use, like the quote dialog: the configurator's first load carries only its button.
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { fill } from '../../lib/fill.ts';
import { $load, $normalised } from '../configurator/store.ts';
import { chosenSelections, defaultSelections } from '../pricing/rules.ts';
import type { ProjectLabels } from './labels.ts';
import { addDoor, doorCount, MAX_QUANTITY, MAX_ROOM, replaceDoor } from './project.ts';
import { QuantityField } from './QuantityField.tsx';
import { loadProject, saveProject } from './storage.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  labels: ProjectLabels;
  /** The project entry being edited, from the address; null adds a new door. */
  projectId: string | null;
}

type Outcome = { kind: 'added' | 'updated'; count: number } | { kind: 'full' | 'storage' };

const input =
  'mt-1.5 block w-full rounded-xl border border-ink/20 bg-white px-4 py-3 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30';

export default function AddToProject({ open, onClose, labels, projectId }: Props) {
  const id = useId();
  const load = useStore($load);
  const normalised = useStore($normalised);
  const [room, setRoom] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The entry the address names, if this browser's project still holds it: its room and quantity are the start.
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!open) return;
    const door = projectId ? loadProject().doors.find((d) => d.id === projectId) : undefined;
    setEditing(Boolean(door));
    setRoom(door?.room ?? '');
    setQuantity(door?.quantity ?? 1);
    setOutcome(null);
  }, [open, projectId]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (load.status !== 'ready' || !normalised) return;
    // The visitor's own choices without the defaults, as the configurator's link holds them.
    const defaults = defaultSelections(load.configurator.schema, load.product.slug);
    const selections = Object.fromEntries(
      Object.entries(chosenSelections(normalised)).filter(([control, value]) => defaults[control] !== value),
    );
    const door = { category: load.configurator.category.slug, slug: load.product.slug, selections, room, quantity };
    let project = loadProject();
    // The entry may have gone since the dialog opened (removed in another tab): the door is added instead.
    const updating = editing && project.doors.some((d) => d.id === projectId);
    if (updating && projectId) {
      project = replaceDoor(project, projectId, door);
    } else {
      const result = addDoor(project, door);
      if (!result.added) return setOutcome({ kind: 'full' });
      project = result.project;
    }
    if (!saveProject(project)) return setOutcome({ kind: 'storage' });
    setOutcome({ kind: updating ? 'updated' : 'added', count: doorCount(project) });
  }

  const done = outcome?.kind === 'added' || outcome?.kind === 'updated';
  return (
    <Dialog open={open} onClose={onClose} width="w-[min(30rem,calc(100vw-2rem))]">
      {done ? (
        <div className="p-6 md:p-8" data-project-saved>
          <DialogTitle>{outcome.kind === 'added' ? labels.added : labels.updated}</DialogTitle>
          <p className="mt-3" role="status">
            {fill(labels.holds, { count: outcome.count })}
          </p>
          <div className="mt-8 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              className="min-h-12 rounded-full px-6 ring-1 ring-ink/20 hover:bg-white"
            >
              {labels.continue}
            </button>
            <a
              href={labels.projectPath}
              className="inline-flex min-h-12 items-center rounded-full bg-ink px-8 font-medium text-sand hover:bg-oak-dark"
            >
              {labels.view}
            </a>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="p-6 md:p-8">
          <DialogTitle>{editing ? labels.updateTitle : labels.addTitle}</DialogTitle>
          <p className="mt-2 text-stone">{labels.addLead}</p>
          {outcome && (
            <p role="alert" className="mt-4 rounded-2xl bg-amber-50 p-4 text-sm ring-1 ring-amber-700/40">
              {outcome.kind === 'full' ? labels.full : labels.storageError}
            </p>
          )}
          <div className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto]">
            <div>
              <label htmlFor={`${id}-room`} className="text-sm font-medium">
                {labels.room}
                <span className="ml-1 font-normal text-stone">({labels.optional})</span>
              </label>
              <input
                id={`${id}-room`}
                value={room}
                maxLength={MAX_ROOM}
                placeholder={labels.roomHint}
                autoComplete="off"
                onChange={(e) => setRoom(e.target.value)}
                className={input}
              />
            </div>
            <QuantityField
              id={`${id}-quantity`}
              labels={labels}
              value={quantity}
              max={MAX_QUANTITY}
              onChange={setQuantity}
            />
          </div>
          <div className="mt-8 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              className="min-h-12 rounded-full px-6 ring-1 ring-ink/20 hover:bg-white"
            >
              {labels.cancel}
            </button>
            <button type="submit" className="min-h-12 rounded-full bg-ink px-8 font-medium text-sand hover:bg-oak-dark">
              {editing ? labels.updateSubmit : labels.addSubmit}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
