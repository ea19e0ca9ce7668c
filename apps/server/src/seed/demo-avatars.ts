/**
 * Illustrated portraits for the demo people (issue 10, item 6): a head and shoulders in soft
 * colours on a pastel background, with a hair style, skin tone, shirt and sometimes glasses
 * that follow from the person's place in the list. Drawn as SVG and rendered by sharp to a
 * 256×256 WebP, the smallest size the picture upload stores, so the demo shows what an upload
 * gives without shipping photos of real people.
 */

const BACKGROUNDS = ['#dbeafe', '#fce7f3', '#dcfce7', '#fef3c7', '#ede9fe', '#ffedd5', '#e0f2fe'];
const SKIN = ['#f6d5c0', '#e8b796', '#c98e6a', '#a5694a', '#7b4a32', '#f1c9a5'];
const HAIR = ['#2f2522', '#5b3a29', '#8a5a3c', '#c58f52', '#e3c07e', '#9b9b9b', '#3b2f4a'];
const SHIRTS = ['#6b8fbf', '#d98a8a', '#6fae93', '#c9a45c', '#8e7cc3', '#5f9ea0', '#d4876a'];

type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'side' | 'none';
const STYLES: HairStyle[] = ['short', 'long', 'bun', 'curly', 'side', 'short', 'long', 'none'];

const pick = <T>(list: readonly T[], index: number, step: number) =>
  list[(index * step) % list.length]!;

function hairBehind(style: HairStyle, colour: string): string {
  if (style === 'long')
    return `<path d="M72 118 Q70 50 128 46 Q186 50 184 118 L190 196 L66 196 Z" fill="${colour}"/>`;
  if (style === 'bun') return `<circle cx="128" cy="44" r="24" fill="${colour}"/>`;
  return '';
}

function hairOnTop(style: HairStyle, colour: string): string {
  switch (style) {
    case 'short':
    case 'long':
    case 'bun':
      return `<path d="M80 112 Q78 58 128 56 Q178 58 176 112 Q160 84 128 82 Q96 84 80 112 Z" fill="${colour}"/>`;
    case 'side':
      return `<path d="M80 116 Q76 56 130 56 Q180 60 176 106 Q150 96 132 78 Q112 98 80 116 Z" fill="${colour}"/>`;
    case 'curly':
      return [
        [88, 86, 18],
        [108, 68, 20],
        [132, 62, 21],
        [156, 70, 20],
        [172, 90, 17],
        [80, 108, 13],
        [178, 110, 12],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`)
        .join('');
    case 'none':
      return '';
  }
}

export function demoAvatarSvg(index: number): string {
  const background = pick(BACKGROUNDS, index, 3);
  const skin = pick(SKIN, index, 5);
  const hair = pick(HAIR, index, 3);
  const shirt = pick(SHIRTS, index, 2);
  const style = pick(STYLES, index, 3);
  const glasses = index % 4 === 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${background}"/>
<circle cx="128" cy="150" r="118" fill="#ffffff" fill-opacity="0.35"/>
${hairBehind(style, hair)}
<path d="M40 256 Q44 186 128 180 Q212 186 216 256 Z" fill="${shirt}"/>
<path d="M108 170 L148 170 L146 196 Q128 206 110 196 Z" fill="${skin}"/>
<path d="M112 186 Q128 198 144 186 L150 196 Q128 212 106 196 Z" fill="#ffffff" fill-opacity="0.25"/>
<ellipse cx="128" cy="118" rx="48" ry="56" fill="${skin}"/>
<ellipse cx="80" cy="122" rx="8" ry="12" fill="${skin}"/>
<ellipse cx="176" cy="122" rx="8" ry="12" fill="${skin}"/>
${hairOnTop(style, hair)}
<circle cx="110" cy="122" r="5" fill="#2b2b2b"/>
<circle cx="146" cy="122" r="5" fill="#2b2b2b"/>
<path d="M100 108 Q110 102 120 107" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M136 107 Q146 102 156 108" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="100" cy="142" r="9" fill="#f08a8a" fill-opacity="0.25"/>
<circle cx="156" cy="142" r="9" fill="#f08a8a" fill-opacity="0.25"/>
<path d="M114 148 Q128 160 142 148" stroke="#8a4a3a" stroke-width="4" fill="none" stroke-linecap="round"/>
${
  glasses
    ? '<g stroke="#3d3d3d" stroke-width="3.5" fill="none"><circle cx="110" cy="122" r="14"/><circle cx="146" cy="122" r="14"/><path d="M124 122 L132 122"/></g>'
    : ''
}
</svg>`;
}

/** The portrait as the stored picture: a 256×256 WebP. */
export async function renderDemoAvatar(index: number): Promise<Buffer> {
  // Loaded here, not at start: only a demo seed with file storage draws portraits.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(demoAvatarSvg(index)))
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
