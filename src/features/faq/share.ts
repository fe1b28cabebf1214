type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  readonly title: string;
  readonly text?: string;
  readonly url: string;
}

type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;

/**
 * Shares with the Web Share API when the browser has it; otherwise (or when
 * sharing fails for another reason than the reader cancelling) copies the
 * link to the clipboard.
 */
export async function shareOrCopy(data: ShareData, nav: Partial<ShareNavigator> = navigator): Promise<ShareOutcome> {
  const payload = { title: data.title, text: data.text, url: data.url };
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(payload))) {
    try {
      await nav.share(payload);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      console.warn('[share] Web Share failed; copying the link instead', error);
    }
  }
  try {
    if (!nav.clipboard || typeof nav.clipboard.writeText !== 'function') throw new Error('Clipboard API unavailable');
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch (error) {
    console.warn('[share] could not copy the link', error);
    return 'failed';
  }
}
