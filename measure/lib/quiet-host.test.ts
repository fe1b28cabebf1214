import { describe, expect, it } from 'vitest';
import { busyShare } from './quiet-host.mjs';

describe('quiet host', () => {
  it('reads the busy share of the CPU time between two readings', () => {
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 150, total: 1200 })).toBe(0.25);
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 100, total: 1000 })).toBe(0);
  });
});
