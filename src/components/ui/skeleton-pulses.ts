/**
 * Grey placeholders pulse (Tailwind's `animate-pulse`, keyframes `pulse`) until their stories
 * come. Every pulse of every grey block fires an animation event, and each bubbled to React's root
 * listener, which walked the tree from the block up and found nothing to call: on home, dozens of
 * blocks a second while the stories arrive, tasks the phone's main thread had no use for. The
 * window stops them in its capture phase, before React's listener; no part of the app listens for
 * them. Other animations' events pass. Installed by skeleton.tsx when the browser loads it, which is
 * before the app takes a page over (every page's code draws with it), and kept out of the first script.
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
