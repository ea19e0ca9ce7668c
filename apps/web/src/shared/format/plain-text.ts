/**
 * WordPress sends titles as rendered HTML (`Parkeren &amp; tol`); React would show the entities
 * literally, so they are turned into plain text first. DOMParser never runs scripts.
 */
export function htmlToPlainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}
