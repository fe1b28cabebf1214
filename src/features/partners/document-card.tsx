import type { PartnerDocument } from '@/content/partners';
import { safeHttpUrl } from '@/lib/safe-url';
import { useStaggerIn } from './use-stagger-in';

/**
 * One shared document: title, description, a lazy sandboxed preview and an
 * Open link. When the preview is blocked, the frame stays inside its box and
 * the link below still opens the document.
 */
export function DocumentCard({ doc, index }: { doc: PartnerDocument; index: number }) {
  const ref = useStaggerIn<HTMLElement>(index);
  const number = index + 1;
  const url = safeHttpUrl(doc.url);
  const preview = safeHttpUrl(doc.previewUrl);
  const titleId = `doc-${doc.id}-title`;
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      data-document-card={number}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-accent-600 dark:text-red-300">Document #{number}</p>
        <h3 id={titleId} className="mt-2 font-serif text-xl font-bold leading-snug text-slate-900 dark:text-white">
          {doc.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{doc.publisher}</p>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{doc.description}</p>
      </div>
      {preview ? (
        <div className="relative mx-5 aspect-[4/5] overflow-hidden rounded border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
          <p aria-hidden="true" className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-600 dark:text-slate-400">
            Loading preview…
          </p>
          <iframe
            src={preview}
            title={`Preview of Document #${number}: ${doc.title}`}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            className="relative h-full w-full border-0"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 p-5">
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="btn-primary">
            Open Document #{number}
            <span className="sr-only"> ({doc.title}, opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </a>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-400">Preview not showing? Use the Open link.</p>
      </div>
    </article>
  );
}
