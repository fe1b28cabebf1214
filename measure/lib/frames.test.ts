import { describe, expect, it } from 'vitest';
import { frameParts, framesReport } from './frames.mjs';

const frame = {
  start: 4022.4,
  duration: 494,
  blocking: 444,
  styleAndLayout: 30,
  stories: '',
  scripts: [
    { invoker: 'http://127.0.0.1:4617/assets/client-abc.js', type: 'module-script', fn: '', file: 'client-abc.js', duration: 400, forced: 0 },
    { invoker: 'Worker.onmessage', type: 'event-listener', fn: 'onReply', file: 'cache-abc.js', duration: 40, forced: 12 },
  ],
};

describe('long animation frames', () => {
  it('frameParts: scripts by what ran them, style and layout, and the rest, longest first', () => {
    expect(frameParts(frame)).toEqual([
      { what: 'evaluate client-abc.js', duration: 400 },
      { what: 'style and layout', duration: 30 },
      { what: 'Worker.onmessage onReply cache-abc.js (forced style/layout 12)', duration: 40 },
      { what: 'other (parsing, paint, idle within the frame)', duration: 24 },
    ].sort((a, b) => b.duration - a.duration));
  });

  it('framesReport: one line per frame with its start, length, blocking time, stories and parts', () => {
    const lines = framesReport({ slowdown: 6, ready: 3900, storyChanges: 1, frames: [{ ...frame, stories: 'national-news' }] });
    expect(lines[0]).toBe('    1 frames of 50 ms or more, blocking 444 ms in all (the app took over at 3900 ms):');
    expect(lines[1]).toBe('    at 4022 ms: 494 ms (blocking 444) [stories: national-news]: evaluate client-abc.js 400; Worker.onmessage onReply cache-abc.js (forced style/layout 12) 40; style and layout 30; other (parsing, paint, idle within the frame) 24');
    expect(framesReport({ slowdown: 6, ready: null, storyChanges: 0, frames: [] })).toEqual(['    no frame of 50 ms or more']);
  });
});
