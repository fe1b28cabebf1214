import { describe, expect, it, vi } from 'vitest';
import { createRegionChoice, REGION_STORAGE_KEY } from './region-choice';

const KNOWN = new Set(['upper-peninsula', 'west-michigan']);
const isKnown = (slug: string) => KNOWN.has(slug);

function store(storage: () => Storage | null = () => window.localStorage) {
  return createRegionChoice(storage, isKnown, window);
}

describe('the region remembered on the device', () => {
  it('holds no region at first, and none in the server snapshot whatever is stored', () => {
    const choice = store();
    expect(choice.getSnapshot()).toBeNull();
    window.localStorage.setItem(REGION_STORAGE_KEY, 'west-michigan');
    expect(choice.getSnapshot()).toBe('west-michigan');
    expect(choice.getServerSnapshot()).toBeNull();
  });

  it('remembers a choice in localStorage only, tells its subscribers, and forgets it when cleared', () => {
    const choice = store();
    const heard = vi.fn();
    const stop = choice.subscribe(heard);
    choice.choose('upper-peninsula');
    expect(window.localStorage.getItem(REGION_STORAGE_KEY)).toBe('upper-peninsula');
    expect(choice.getSnapshot()).toBe('upper-peninsula');
    expect(document.cookie).toBe('');
    choice.clear();
    expect(window.localStorage.getItem(REGION_STORAGE_KEY)).toBeNull();
    expect(choice.getSnapshot()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    choice.choose('west-michigan');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('reads a stored slug that is no region (renamed, tampered with) as no region, and refuses to choose one', () => {
    window.localStorage.setItem(REGION_STORAGE_KEY, '<script>');
    const choice = store();
    expect(choice.getSnapshot()).toBeNull();
    expect(() => choice.choose('atlantis')).toThrow(/Unknown region/);
    expect(window.localStorage.getItem(REGION_STORAGE_KEY)).toBe('<script>');
  });

  it("follows another tab's choice through the storage event", () => {
    const choice = store();
    const heard = vi.fn();
    choice.subscribe(heard);
    window.localStorage.setItem(REGION_STORAGE_KEY, 'west-michigan');
    window.dispatchEvent(new StorageEvent('storage', { key: REGION_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(choice.getSnapshot()).toBe('west-michigan');
  });

  it('keeps the choice for the page where the device cannot store it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const choice = store(() => blocked);
    expect(choice.getSnapshot()).toBeNull();
    choice.choose('upper-peninsula');
    expect(choice.getSnapshot()).toBe('upper-peninsula');
    expect(warn).toHaveBeenCalledTimes(1);
    const none = store(() => null);
    none.choose('west-michigan');
    expect(none.getSnapshot()).toBe('west-michigan');
    none.clear();
    expect(none.getSnapshot()).toBeNull();
    warn.mockRestore();
  });
});
