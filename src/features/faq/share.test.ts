import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share';

const data = { title: 'FAQ', url: 'https://example.test/faq?q=rss' };

describe('shareOrCopy', () => {
  it('uses the Web Share API when present', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share, clipboard: { writeText } as unknown as Clipboard })).toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: data.url, title: 'FAQ' }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a cancelled share as cancelled, without copying', async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('cancel'), { name: 'AbortError' }));
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share, clipboard: { writeText } as unknown as Clipboard })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no Web Share API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies when sharing fails for another reason or canShare says no', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('nope'), { name: 'NotAllowedError' }));
    expect(await shareOrCopy(data, { share, clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(warn).toHaveBeenCalledTimes(1);
    const share2 = vi.fn();
    expect(await shareOrCopy(data, { share: share2, canShare: () => false, clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(share2).not.toHaveBeenCalled();
  });

  it('reports failure when neither is available', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await shareOrCopy(data, {})).toBe('failed');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareOrCopy(data, { clipboard: { writeText } as unknown as Clipboard })).toBe('failed');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
