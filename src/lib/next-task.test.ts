import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the work already queued, not within the current task', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'queued before', 'next task']);
  });
});
