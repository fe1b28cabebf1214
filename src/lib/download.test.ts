import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from './download';

let blobs: Blob[];
let clicked: Array<{ href: string; download: string; rel: string; inDocument: boolean }>;

beforeEach(() => {
  vi.useFakeTimers();
  blobs = [];
  clicked = [];
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:file';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download, rel: this.rel, inDocument: this.isConnected });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('downloadText', () => {
  it('clicks a temporary download link for the text, then removes it', async () => {
    downloadText('resources.txt', 'Document #1');
    expect(clicked).toEqual([{ href: 'blob:file', download: 'resources.txt', rel: 'noopener', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]!.text()).toBe('Document #1');
  });

  it('uses the MIME type it is given', () => {
    downloadText('feed.xml', '<rss/>', 'application/rss+xml;charset=utf-8');
    expect(blobs[0]!.type).toBe('application/rss+xml;charset=utf-8');
  });

  it('revokes the object URL only after the download had time to start', () => {
    downloadText('a.txt', 'a');
    vi.advanceTimersByTime(9_999);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
