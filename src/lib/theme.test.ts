import { describe, expect, it } from 'vitest';
import { applyTheme, readThemeChoice } from './theme';

describe('theme', () => {
  it('defaults to system and remembers explicit choices', () => {
    expect(readThemeChoice()).toBe('system');
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(readThemeChoice()).toBe('light');
    applyTheme('system');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('ignores unknown stored values', () => {
    window.localStorage.setItem('theme', 'purple');
    expect(readThemeChoice()).toBe('system');
  });
});
