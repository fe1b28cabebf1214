/**
 * The publication's logo, drawn inline in the masthead: the same drawing as public/logo.svg (the
 * file feeds, structured data and the app icons use). Inline it paints with the page's own first
 * layout and costs no request; as an <img> the SVG is a document of its own, loaded, parsed and
 * laid out apart from the page. Decorative: the link it sits in is named by the publication's name.
 */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 144 144" width="56" height="56" className={className} aria-hidden="true" focusable="false" data-site-logo="">
      <rect width="144" height="144" rx="24" fill="#123a5e" />
      <path d="M36 104V44l36 34 36-34v60" fill="none" stroke="#ffffff" strokeWidth="12" strokeLinejoin="round" strokeLinecap="round" />
      <rect x="28" y="112" width="88" height="8" rx="4" fill="#c8102e" />
    </svg>
  );
}
