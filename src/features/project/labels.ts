// The project's words in one language, built on the page (the islands do not ship the dictionaries): the
// configurator's "Add to project" dialog and the project page take the same set.
import { type Lang, localizedPath, t } from '../../lib/i18n.ts';

export function projectLabels(lang: Lang) {
  return {
    projectPath: localizedPath('/project/', lang),
    addTitle: t(lang, 'project.add.title'),
    updateTitle: t(lang, 'project.update.title'),
    addLead: t(lang, 'project.add.lead'),
    room: t(lang, 'project.room'),
    roomHint: t(lang, 'project.room.hint'),
    optional: t(lang, 'form.optional'),
    quantity: t(lang, 'project.quantity'),
    less: t(lang, 'project.quantity.less'),
    more: t(lang, 'project.quantity.more'),
    addSubmit: t(lang, 'project.add.submit'),
    updateSubmit: t(lang, 'project.update.submit'),
    cancel: t(lang, 'quote.cancel'),
    added: t(lang, 'project.added'),
    updated: t(lang, 'project.updated'),
    /** Doors in your project: {count}. */
    holds: t(lang, 'project.holds'),
    view: t(lang, 'project.view'),
    continue: t(lang, 'project.continue'),
    full: t(lang, 'project.full'),
    storageError: t(lang, 'project.storageError'),
  };
}
export type ProjectLabels = ReturnType<typeof projectLabels>;
