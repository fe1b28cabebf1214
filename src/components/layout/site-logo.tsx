/**
 * The publication's logo, drawn in the page itself: it paints with the page's first frame, needs no
 * request of its own and is no separate picture document the browser must lay out before the page.
 * The same drawing is public/logo.svg, which the feed, the structured data and the icons link to.
 */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 144 144" width={56} height={56} className={className} aria-hidden="true">
      <rect width={144} height={144} rx={24} fill="#123a5e" />
      <path d="M36 104V44l36 34 36-34v60" fill="none" stroke="#fff" strokeWidth={12} strokeLinejoin="round" strokeLinecap="round" />
      <rect x={28} y={112} width={88} height={8} rx={4} fill="#c8102e" />
    </svg>
  );
}
