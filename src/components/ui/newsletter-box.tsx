import { useId, useRef, useState, type FormEvent } from 'react';
import { typedText, useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { env } from '@/config/env';
import { site } from '@/config/site';
import { notify } from '@/lib/toast';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'closed' } | { kind: 'error'; message: string };

/**
 * Newsletter sign-up. With no endpoint configured it never pretends to
 * subscribe: it says sign-up is not open yet and keeps what the reader typed.
 */
export function NewsletterBox({ endpoint = env.newsletterUrl }: { endpoint?: string | null }) {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // Typed in before this part of the page was hydrated: that is the address.
  useTypedBeforeHydration(field, setEmail);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!endpoint) {
      setStatus({ kind: 'closed' });
      console.info('[newsletter] sign-up attempted but no VITE_NEWSLETTER_URL is configured');
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: typedText(field, email) }),
      });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      setStatus({ kind: 'done' });
      setEmail('');
      notify.success('Thanks for subscribing!', 'Check your inbox to confirm your address.');
    } catch (error) {
      console.error('[newsletter] sign-up failed', error);
      const message = 'We could not sign you up just now. Please try again in a few minutes.';
      setStatus({ kind: 'error', message });
      notify.error('Sign-up failed', message);
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-lg border border-slate-200 bg-brand-50 p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${inputId}-title`} className="font-serif text-xl font-bold text-slate-900 dark:text-white">
        Get the {site.shortName} newsletter
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Michigan&apos;s civic news, in your inbox each weekday morning.</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-2" noValidate={false}>
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          ref={field}
          id={inputId}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Your email address"
          aria-describedby={statusId}
          className="rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button type="submit" className="btn-primary" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <p id={statusId} role="status" className="mt-2 min-h-5 text-sm text-slate-800 dark:text-slate-200">
        {status.kind === 'closed'
          ? 'Newsletter sign-up is not open yet. Your address has not been sent anywhere; please check back soon.'
          : status.kind === 'done'
            ? 'You are subscribed. Thank you!'
            : status.kind === 'error'
              ? status.message
              : ''}
      </p>
    </section>
  );
}
