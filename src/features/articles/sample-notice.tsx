import { SAMPLE_LABEL } from '@/content/sample-articles';

/** The label every sample article page carries, so no reader mistakes it for current reporting. */
export function SampleNotice({ className = '', what = 'the format of this section' }: { className?: string; what?: string }) {
  return (
    <p
      role="note"
      className={`rounded-md border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-slate-800 dark:border-amber-300 dark:bg-amber-950/40 dark:text-slate-100 ${className}`}
    >
      <strong className="font-semibold">{SAMPLE_LABEL}.</strong> This explainer shows {what}. It describes how a public process
      generally works and is not a report on a specific recent event. Check current rules and deadlines with the agency involved.
    </p>
  );
}
