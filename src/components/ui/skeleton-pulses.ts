/**
 * Grey placeholders pulse until their stories come, and every pulse fires an animation event that
 * bubbles to React's root listener, which walks the tree for nothing: main-thread work a phone has
 * no use for while stories arrive. The window stops the `pulse` events in its capture phase; no
 * part of the app listens for them, and other animations' events pass.
 */
const PULSE = 'pulse';
const EVENTS = ['animationstart', 'animationiteration', 'animationend', 'animationcancel'] as const;

export function keepPulsesFromReact(win: Window = window): () => void {
  const stop = (event: Event) => {
    if ((event as AnimationEvent).animationName === PULSE) event.stopPropagation();
  };
  for (const type of EVENTS) win.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of EVENTS) win.removeEventListener(type, stop, { capture: true });
  };
}
