import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NavigateBridge, NavigateReceiverContext } from './navigate-bridge';

describe('NavigateBridge', () => {
  it('hands the router\'s navigate to the link handling and marks the document while it can open links', () => {
    const receive = vi.fn();
    const view = render(
      <MemoryRouter>
        <NavigateReceiverContext value={receive}>
          <NavigateBridge />
        </NavigateReceiverContext>
      </MemoryRouter>,
    );
    expect(receive).toHaveBeenCalledWith(expect.any(Function));
    expect(document.documentElement.dataset.linksInApp).toBe('true');
    view.unmount();
    expect(receive).toHaveBeenLastCalledWith(null);
    expect(document.documentElement.dataset.linksInApp).toBeUndefined();
  });

  it('marks nothing without a receiver (the build)', () => {
    render(
      <MemoryRouter>
        <NavigateBridge />
      </MemoryRouter>,
    );
    expect(document.documentElement.dataset.linksInApp).toBeUndefined();
  });
});
