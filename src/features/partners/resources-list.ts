import type { PartnerDocument } from '@/content/partners';

/** Plain-text list of the shared documents, for the "Download All Resources" button. */
export function resourcesListText(siteName: string, documents: readonly PartnerDocument[], pageUrl: string): string {
  const lines = [`${siteName} — Partner resources`, `From ${pageUrl}`, ''];
  documents.forEach((doc, index) => {
    lines.push(`Document #${index + 1}: ${doc.title}`, doc.publisher, doc.description, doc.url, '');
  });
  return lines.join('\n');
}

/** Starts a download of `text` as a file, in the browser. */
export function downloadText(fileName: string, text: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
