import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOrDownloadFeed, RssDownloadContext, RssLink } from './rss-link';

const build = vi.fn(async () => ({ xml: '<?xml version="1.0"?><rss version="2.0"/>', fileName: 'michigan-civic-ledger-feed.xml' }));

let clicked: Array<{ href: string; download: string }>;

beforeEach(() => {
  clicked = [];
  build.mockClear();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:feed'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('RSS control', () => {
  it('is a link to /rss.xml that opens in a new tab', () => {
    render(<RssLink />);
    const link = screen.getByRole('link', { name: /RSS feed/ });
    expect(link).toHaveAttribute('href', '/rss.xml');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAttribute('title', expect.stringContaining('copy this link'));
  });

  it('is described by a visible hint when the page gives one', () => {
    render(
      <>
        <RssLink describedBy="rss-hint" />
        <p id="rss-hint">Copy the link into your feed reader to subscribe.</p>
      </>,
    );
    expect(screen.getByRole('link', { name: /RSS feed/ })).toHaveAccessibleDescription('Copy the link into your feed reader to subscribe.');
  });

  it('opens /rss.xml in a new tab and detaches the opener', async () => {
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as Window);
    render(
      <RssDownloadContext value={build}>
        <RssLink />
      </RssDownloadContext>,
    );
    await userEvent.click(screen.getByRole('link', { name: /RSS feed/ }));
    expect(open).toHaveBeenCalledWith('/rss.xml', '_blank');
    expect(tab.opener).toBeNull();
    expect(build).not.toHaveBeenCalled();
  });

  it('builds the XML in the browser and downloads {publication}-feed.xml when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <RssDownloadContext value={build}>
        <RssLink />
      </RssDownloadContext>,
    );
    await userEvent.click(screen.getByRole('link', { name: /RSS feed/ }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:feed', download: 'michigan-civic-ledger-feed.xml' }]));
    expect(build).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('reports a failure without throwing when the feed cannot be built', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = { open: () => null, document } as unknown as Window;
    await expect(openOrDownloadFeed(async () => Promise.reject(new Error('boom')), win)).resolves.toBe('failed');
    await expect(openOrDownloadFeed(null, win)).resolves.toBe('failed');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([]);
  });
});
