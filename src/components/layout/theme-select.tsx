import { useEffect, useId, useSyncExternalStore } from 'react';
import { applyTheme, chooseTheme, themeChoiceStore, type ThemeChoice } from '@/lib/theme';

/** Light / dark / system choice, remembered in localStorage and applied to <html>. */
export function ThemeSelect() {
  const id = useId();
  const choice = useSyncExternalStore(themeChoiceStore.subscribe, themeChoiceStore.getSnapshot, themeChoiceStore.getServerSnapshot);

  useEffect(() => {
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system', { persist: false });
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [choice]);

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700 dark:text-slate-300">
        Theme
      </label>
      <select
        id={id}
        data-theme-select
        value={choice}
        onChange={(event) => {
          chooseTheme(event.target.value as ThemeChoice);
        }}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
