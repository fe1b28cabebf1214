import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" aria-expanded="false" aria-controls="menu">Categories</button>
      <ul id="menu" hidden><li>Politics</li></ul>
      <select data-theme-select><option value="system">System</option><option value="dark">Dark</option></select>
      <form><button type="submit">Send</button></form>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return document.getElementById('root')!;
}

describe('holdEarlyInput', () => {
  afterEach(() => {
    delete document.documentElement.dataset.appReady;
    document.body.innerHTML = '';
  });

  it('opens a disclosure at once, applies a choice at once, and replays both once the app is ready', async () => {
    const root = page();
    const onChoose = vi.fn();
    const early = holdEarlyInput(root, { onChoose });
    let wanted = false;
    void early.wanted.then(() => (wanted = true));
    const button = root.querySelector('button')!;
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('menu')!.hidden).toBe(false);
    const select = root.querySelector('select')!;
    select.value = 'dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChoose).toHaveBeenCalledWith(select);
    await Promise.resolve();
    expect(wanted).toBe(true);

    // The app takes over: recording stops; the replay waits for html[data-app-ready].
    early.release();
    const clicks = vi.fn();
    const changes = vi.fn();
    button.addEventListener('click', clicks);
    select.addEventListener('change', () => changes(select.value));
    select.value = 'system';
    document.documentElement.dataset.appReady = 'true';
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(changes).toHaveBeenCalledWith('dark');
    // Recording has stopped: a later press is the app's, not replayed.
    button.click();
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('leaves submit buttons, controls outside the app and a quiet page alone', async () => {
    const root = page();
    const early = holdEarlyInput(root);
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.addEventListener('click', (event) => event.preventDefault());
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    document.getElementById('outside')!.click();
    let wanted = false;
    void early.wanted.then(() => (wanted = true));
    await Promise.resolve();
    expect(wanted).toBe(false);
    early.release();
    expect(document.getElementById('menu')!.hidden).toBe(true);
  });
});
