// The project in this browser's localStorage (docs/decisions/024): read defensively, written whole, and every write
// announced so the header's count follows at once.
import { PROJECT_EVENT, PROJECT_KEY } from './keys.ts';
import { emptyProject, type Project, parseProject } from './project.ts';

/** The stored project; a browser that keeps nothing (storage blocked) reads as an empty one. */
export function loadProject(): Project {
  try {
    return parseProject(localStorage.getItem(PROJECT_KEY));
  } catch {
    return emptyProject();
  }
}

/** Keeps the project; false when the browser refuses (private mode, storage full): the caller says so. */
export function saveProject(project: Project): boolean {
  try {
    localStorage.setItem(PROJECT_KEY, JSON.stringify(project));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(PROJECT_EVENT));
  return true;
}
