export type ThemeChoice = 'light' | 'dark' | 'system';

const THEME_STORAGE_KEY = 'theme';

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Applies a choice to <html> (class `dark` + color-scheme) and remembers it. */
export function applyTheme(choice: ThemeChoice, { persist = true } = {}): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (!persist) return;
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch (error) {
    console.warn('[theme] could not remember the theme choice', error);
  }
}

const listeners = new Set<() => void>();

/** Subscribes to the stored theme choice (this tab's changes and other tabs'). */
function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Applies and remembers a choice, and tells every subscriber. */
export function chooseTheme(choice: ThemeChoice): void {
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/**
 * The reader's stored choice for rendering: 'system' at build time and during
 * hydration (the HTML cannot know it; the inline script in index.html has
 * already applied it to <html>), the stored one after.
 */
export const themeChoiceStore = {
  subscribe: subscribeThemeChoice,
  getSnapshot: readThemeChoice,
  getServerSnapshot: (): ThemeChoice => 'system',
} as const;
