const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt);/g, (_all, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : '>',
  );

/**
 * A snippet whose only markup is balanced <mark>…</mark>. The database escaped the text before
 * ts_headline marked it; this does it again on the way out, so whatever the text held (a
 * `<script>` in a PDF, a stray `&`) reaches the browser as text, and a mark is always closed.
 */
export function safeSnippet(headline: string): string {
  let open = false;
  let html = '';
  for (const piece of headline.split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      const opening = piece === '<mark>';
      if (opening !== open) html += piece;
      open = opening;
    } else {
      html += escapeHtml(unescapeHtml(piece));
    }
  }
  return open ? `${html}</mark>` : html;
}
