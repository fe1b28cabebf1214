import type { ReactNode } from 'react';

/** The page's single <h1> with an optional standfirst. */
export function PageHeading({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <header className="mb-8 border-b border-slate-200 pb-6 dark:border-slate-700">
      <h1 className="font-serif text-4xl font-bold leading-tight text-slate-900 md:text-5xl dark:text-white">{title}</h1>
      {description ? <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{description}</p> : null}
      {children}
    </header>
  );
}
