import type { PartnerDocument } from '@/content/partners';

/** Plain-text list of the shared documents, for the "Download All Resources" button. */
export function resourcesListText(siteName: string, documents: readonly PartnerDocument[], pageUrl: string): string {
  const lines = [`${siteName} — Partner resources`, `From ${pageUrl}`, ''];
  documents.forEach((doc, index) => {
    lines.push(`Document #${index + 1}: ${doc.title}`, doc.publisher, doc.description, doc.url, '');
  });
  return lines.join('\n');
}
