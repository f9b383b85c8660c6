/**
 * The section last opened in this tab (002 §2.4: an unmatched control-panel path shows the currently selected
 * panel type, by default Home - Notable Dates). Kept in sessionStorage, which signing out clears.
 */
const key = 'lr.controlPanel.section';
export const defaultSection = 'homeNotableDates';

export function selectedSection(): string {
  try {
    return sessionStorage.getItem(key) ?? defaultSection;
  } catch {
    return defaultSection;
  }
}

export function selectSection(path: string): void {
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // Storage refused (a private window): the default stays the selection.
  }
}
