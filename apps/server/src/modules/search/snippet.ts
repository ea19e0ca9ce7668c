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
  return withoutRepeatedFragments(open ? `${html}</mark>` : html);
}

const FRAGMENT_DELIMITER = ' … ';
const plain = (html: string) => html.replace(/<\/?mark>/g, '').toLowerCase();

/**
 * ts_headline cuts up to two fragments around the words; when the text says the same sentence
 * twice (a summary repeated at the end), both fragments show it. A later fragment whose every
 * marked word, with the few words after it, is already in an earlier one adds nothing: dropped
 * (issue 25 item 14).
 */
function withoutRepeatedFragments(html: string): string {
  const fragments = html.split(FRAGMENT_DELIMITER);
  if (fragments.length < 2) return html;
  const kept: string[] = [];
  for (const fragment of fragments) {
    const said = kept.map(plain).join(FRAGMENT_DELIMITER);
    const phrases = [...fragment.matchAll(/<mark>([^<]*)<\/mark>((?:\s*[^\s<]+){0,4})/g)].map(
      (match) => plain(`${match[1]}${match[2]}`),
    );
    if (kept.length && phrases.length && phrases.every((phrase) => said.includes(phrase))) continue;
    kept.push(fragment);
  }
  return kept.join(FRAGMENT_DELIMITER);
}
