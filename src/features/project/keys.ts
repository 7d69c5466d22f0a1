// Where this browser keeps the visitor's project and how the header hears of a change (docs/decisions/024). The
// header's count reads them from its data attributes (set from here when the page is built), so every page's script
// stays a few lines.

/** The localStorage key of the project (project.ts's format). */
export const PROJECT_KEY = 'dj.project';
/** Dispatched on window after this tab changed the project; other tabs hear localStorage's own `storage` event. */
export const PROJECT_EVENT = 'dj:project';
