import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPulsesFromReact } from './skeleton-pulses';

/** An animation event as the browser fires it (jsdom has no AnimationEvent constructor). */
function animationEvent(type: string, animationName: string): Event {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'animationName', { value: animationName });
  return event;
}

/** A root like React's: listeners for the event on the container, capture and bubble, and a block inside. */
function reactLikeRoot(type: string) {
  const root = document.createElement('div');
  const block = document.createElement('div');
  root.append(block);
  document.body.append(root);
  const heard = vi.fn();
  root.addEventListener(type, (event) => heard('capture', (event as AnimationEvent).animationName), { capture: true });
  root.addEventListener(type, (event) => heard('bubble', (event as AnimationEvent).animationName));
  return { block, heard, remove: () => root.remove() };
}

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const done of cleanup) done();
  cleanup = [];
});

describe('keepPulsesFromReact', () => {
  it('keeps the placeholders’ pulse events from the root’s listeners, in either phase, and lets other animations’ events through', () => {
    cleanup.push(keepPulsesFromReact(window));
    for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel']) {
      const { block, heard, remove } = reactLikeRoot(type);
      cleanup.push(remove);
      block.dispatchEvent(animationEvent(type, 'pulse'));
      expect(heard, type).not.toHaveBeenCalled();
      block.dispatchEvent(animationEvent(type, 'spin'));
      expect(heard.mock.calls, type).toEqual([
        ['capture', 'spin'],
        ['bubble', 'spin'],
      ]);
    }
  });

  it('lets every event through again once released', () => {
    keepPulsesFromReact(window)();
    const { block, heard, remove } = reactLikeRoot('animationiteration');
    cleanup.push(remove);
    block.dispatchEvent(animationEvent('animationiteration', 'pulse'));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
