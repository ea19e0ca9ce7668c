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

/** Our file route as it stands in stored content; presenting signs it for each viewer. */
export const FILE_VIEW_PREFIX = '/wp-json/intranet/v1/files/';
const OWN_FILE_SRC = /^\/wp-json\/intranet\/v1\/files\/(\d{1,10})\/(?:public\/)?view(?:[?#].*)?$/;

/**
 * Where content images may come from: our own media files only (stored as the unsigned
 * /wp-json/intranet/v1/files/{id}/view, whatever signed link the editor pasted). Any other
 * address is dropped: content never makes a reader's browser fetch from elsewhere, nor call one
 * of our own GET routes with the reader's cookies (an image of
 * /wp-json/custom/v1/clear-refresh-token would sign every reader out).
 */
function ownImageSource(
  src: string,
  publicUrl: string,
): { src: string; fileId: number } | undefined {
  let path: string;
  if (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')) path = src;
  else if (publicUrl && src.startsWith(`${publicUrl.replace(/\/$/, '')}/`)) {
    path = src.slice(publicUrl.replace(/\/$/, '').length);
  } else return undefined;
  const file = OWN_FILE_SRC.exec(path);
  if (!file) return undefined;
  const fileId = Number(file[1]);
  return { src: `${FILE_VIEW_PREFIX}${fileId}/view`, fileId };
}

export interface SanitizedContent {
  html: string;
  /** The ids of our files the content shows as images. */
  imageFileIds: number[];
}

/**
 * Content written through the API: sanitized, and images kept only from our own media (see
 * ownImageSource). Without `publicUrl` (tests of the sanitizer alone) only paths count.
 */
export function sanitizeWrittenContent(html: string, publicUrl: string): SanitizedContent {
  const imageFileIds: number[] = [];
  const clean = sanitize(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const own = ownImageSource(attribs.src?.trim() ?? '', publicUrl);
        if (own) imageFileIds.push(own.fileId);
        // Without a source the image is left out whole (exclusiveFilter).
        return { tagName, attribs: { ...attribs, src: own?.src ?? '' } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  return { html: clean, imageFileIds: [...new Set(imageFileIds)] };
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
