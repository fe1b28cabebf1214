import { useState } from 'react';
import { notify } from '@/lib/toast';
import { shareOrCopy, type ShareData } from './share';

/** Share button: Web Share API, falling back to copying the link with a toast. */
export function ShareButton({ data, label = 'Share this page', className = 'btn-secondary' }: { data: () => ShareData; label?: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    const payload = data();
    const outcome = await shareOrCopy(payload);
    setBusy(false);
    if (outcome === 'copied') notify.success('Link copied', 'Paste it anywhere to share this page.');
    else if (outcome === 'failed') notify.error('Could not copy the link', `Copy this address instead: ${payload.url}`);
  }
  return (
    <button type="button" className={className} onClick={onClick} disabled={busy}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {label}
    </button>
  );
}
