import sanitize from 'sanitize-html';

/**
 * The HTML of posts is cleaned once, when it is written (seed and every write path), so what
 * the portal renders as HTML can never run script: an explicit allow-list of tags and
 * attributes, no event handlers, no style, and only http(s), mailto and tel links.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start', 'reversed', 'type'],
    th: ['colspan', 'rowspan', 'scope', 'headers'],
    td: ['colspan', 'rowspan', 'headers'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Script, style and the like go with their content, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the portal's window to the other site.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      if (target !== '_blank') return { tagName, attribs: rest };
      return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const EXCERPT_WORDS = 55;

/**
 * WordPress's automatic excerpt: the first 55 words of the content as text, in a paragraph.
 * The text comes out of the sanitizer escaped, so the result is safe HTML.
 */
export function excerptFromContent(html: string): string {
  // Block boundaries become spaces, so "<p>a</p><p>b</p>" reads "a b".
  const spaced = html.replace(
    /<(\/?(?:p|div|li|ul|ol|h\d|br|tr|td|th|table|blockquote|dt|dd)\b)/gi,
    ' <$1',
  );
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  const words = text.split(' ');
  const cut = words.length > EXCERPT_WORDS;
  return `<p>${words.slice(0, EXCERPT_WORDS).join(' ')}${cut ? ' […]' : ''}</p>\n`;
}
