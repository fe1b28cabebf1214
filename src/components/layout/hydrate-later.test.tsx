import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createGate, WhenWanted, type Gate } from './hydrate-later';

/** A gate that opens as soon as React waits on it: React then renders the part again in place of the attempt that suspended. */
function gateOpeningWhenAwaited(): Gate {
  const gate = createGate();
  const opened = gate.opened;
  const awaited: PromiseLike<void> = {
    then(onOpen, onFail) {
      queueMicrotask(() => gate.release());
      return opened.then(onOpen, onFail);
    },
  };
  Object.defineProperty(gate, 'opened', { value: awaited });
  return gate;
}

describe('WhenWanted', () => {
  it('takes the served part over when its gate opens while the hydrating render waits on it', async () => {
    const part = (gate: Gate) => (
      <Suspense fallback={null}>
        <WhenWanted gate={gate}>
          <p>A served story</p>
        </WhenWanted>
      </Suspense>
    );
    const served = createGate();
    served.release();
    const container = document.createElement('div');
    container.innerHTML = renderToString(part(served));
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const recoverable = vi.fn();
    const gate = gateOpeningWhenAwaited();
    await act(async () => {
      hydrateRoot(container, part(gate), { onRecoverableError: recoverable });
    });
    await act(async () => {
      await gate.opened;
    });
    expect(gate.open).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    // The served element itself, taken over: not drawn anew.
    expect(container.querySelector('p')).toBe(paragraph);
    container.remove();
  });
});
