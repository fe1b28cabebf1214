/**
 * The one way the site hands a reader a file it made in the browser (the RSS
 * feed when its tab is blocked, the partners' resource list): a temporary
 * object URL clicked through a hidden `<a download>`. Call from event handlers only.
 */

/** How long the object URL stays valid after the click, so a slow browser can still start the download. */
const REVOKE_AFTER_MS = 10_000;

export function downloadText(fileName: string, text: string, type = 'text/plain;charset=utf-8', doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
