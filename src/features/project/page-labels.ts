// The project page's words in one language, built on the page: the project's own, the configurators' drawing and
// value words, and the quote dialog's (the project request asks what a door's quote asks).
import type { Business } from '../../lib/business.ts';
import { type Lang, localizedPath, t } from '../../lib/i18n.ts';
import { configuratorLabels } from '../configurator/labels.ts';
import { projectLabels } from './labels.ts';

export function projectPageLabels(lang: Lang, business: Business) {
  const configurator = configuratorLabels(lang, business);
  return {
    ...projectLabels(lang),
    // On this page the way out is the project's link, not a door's.
    storageError: t(lang, 'project.storageError.page'),
    loading: t(lang, 'project.loading'),
    error: t(lang, 'project.error'),
    retry: t(lang, 'cfg.retry'),
    emptyTitle: t(lang, 'project.empty.title'),
    emptyText: t(lang, 'project.empty.text'),
    emptyInterior: t(lang, 'project.empty.interior'),
    emptyConcealed: t(lang, 'project.empty.concealed'),
    /** The configurators' addresses in the page's language. */
    configurators: {
      interior: localizedPath('/customizer/', lang),
      concealed: localizedPath('/concealed-customizer/', lang),
    },
    /** Door {n} */
    door: t(lang, 'project.door'),
    gone: t(lang, 'project.gone'),
    dropped: t(lang, 'project.dropped'),
    undo: t(lang, 'project.undo'),
    doorsChanged: t(lang, 'project.doorsChanged'),
    replaced: t(lang, 'project.replaced'),
    /** {price} each */
    each: t(lang, 'project.each'),
    lineTotal: t(lang, 'project.lineTotal'),
    edit: t(lang, 'project.edit'),
    duplicate: t(lang, 'project.duplicate'),
    remove: t(lang, 'project.remove'),
    /** {door} removed from the project */
    removed: t(lang, 'project.removed'),
    total: t(lang, 'project.total'),
    /** Doors: {count} */
    count: t(lang, 'project.count'),
    share: t(lang, 'project.share'),
    shareCopied: t(lang, 'project.shareCopied'),
    request: t(lang, 'project.request'),
    toSummary: t(lang, 'project.toSummary'),
    linkedTitle: t(lang, 'project.linked.title'),
    /** … {count} … {own} */
    linkedText: t(lang, 'project.linked.text'),
    linkedReplace: t(lang, 'project.linked.replace'),
    linkedAdd: t(lang, 'project.linked.add'),
    linkedKeep: t(lang, 'project.linked.keep'),
    measurementNote: configurator.measurementNote,
    drawing: {
      drawing: configurator.drawing,
      drawingHeight: configurator.drawingHeight,
      drawingWidth: configurator.drawingWidth,
      mm: configurator.mm,
    },
    words: configurator.words,
    quote: {
      ...configurator.quote,
      title: t(lang, 'project.quote.title'),
      lead: t(lang, 'project.quote.lead'),
      /** … now {total} (it was {was}) … */
      priceChanged: t(lang, 'project.quote.priceChanged'),
      newProject: t(lang, 'project.quote.newProject'),
    },
  };
}
export type ProjectPageLabels = ReturnType<typeof projectPageLabels>;
