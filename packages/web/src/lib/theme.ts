/**
 * Light or dark: the saved preference, else the device's. `?theme=dark|light` sets it (used by screenshots).
 */
const KEY = 'attune.theme';

export type Theme = 'light' | 'dark';

export function applyTheme(): void {
  let theme: string | null = new URLSearchParams(window.location.search).get('theme');
  try {
    if (theme === 'light' || theme === 'dark') localStorage.setItem(KEY, theme);
    else theme = localStorage.getItem(KEY);
  } catch {
    // no storage: follow the device
  }
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme | 'system'): void {
  try {
    if (theme === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // ignore
  }
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}
