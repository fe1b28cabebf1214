import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdSlot, injectAdScript } from './ad-slot';

describe('AdSlot', () => {
  it('is a labelled, reserved slot with a fixed id', () => {
    const { container } = render(<AdSlot id="ad-test" size="tall" />);
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    expect(screen.getByText('Advertisement')).toBeInTheDocument();
    const slot = container.querySelector('#ad-test');
    expect(slot).toHaveAttribute('data-ad-size', 'tall');
    expect(slot?.className).toContain('min-h-[600px]');
    // No ad script is configured in tests: nothing is injected.
    expect(document.querySelector('script[data-ad-script]')).toBeNull();
  });

  it('reserves 250px for a rectangle', () => {
    const { container } = render(<AdSlot id="ad-rect" />);
    expect(container.querySelector('#ad-rect')?.className).toContain('min-h-[250px]');
  });

  it('injects a configured ad script once', () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(injectAdScript(null, doc)).toBe(false);
    expect(injectAdScript('https://ads.test/tag.js', doc)).toBe(true);
    expect(injectAdScript('https://ads.test/tag.js', doc)).toBe(false);
    expect(doc.querySelectorAll('script[data-ad-script]')).toHaveLength(1);
  });
});
