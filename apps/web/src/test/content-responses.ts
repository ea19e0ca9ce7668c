import type {
  AttachedFile,
  CategorizedItem,
  IntranetOptions,
  LibraryEntry,
  MoodtrackerPost,
  NewsItem,
  Term,
  WpPost,
} from '@portal/contract';
import { jsonResponse } from './wp-responses';

/** Bodies shaped like packages/contract/src/content.ts and our server's answers. */

export function wpPost(id: number, type: string, title: string, content = ''): WpPost {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    date: '2026-11-18T09:15:00',
    date_gmt: '2026-11-18T08:15:00',
    guid: { rendered: `http://localhost:3000/?${type}=${slug}` },
    modified: '2026-11-18T09:15:00',
    modified_gmt: '2026-11-18T08:15:00',
    slug,
    status: 'publish',
    type,
    link: `http://localhost:3000/${type}/${slug}/`,
    title: { rendered: title },
    content: { rendered: content, protected: false },
    excerpt: { rendered: '', protected: false },
    author: 1,
    featured_media: 0,
    template: '',
    meta: [],
    acf: {},
    _links: { self: [{ href: `http://localhost:3000/wp-json/wp/v2/${type}/${id}` }] },
  };
}

export function newsItem(id: number, overrides: Partial<NewsItem> = {}): NewsItem {
  const title = overrides.title?.rendered ?? `Nieuwsbericht ${id}`;
  return {
    ...wpPost(id, 'nieuws', title, `<p>Inhoud van bericht ${id}.</p>`),
    excerpt: { rendered: `<p>Samenvatting van bericht ${id} […]</p>\n`, protected: false },
    author: { id: 1, firstName: 'Marieke', lastName: 'de Vries', name: 'Marieke de Vries' },
    ...overrides,
  };
}

/** A WordPress list page with its X-WP-Total and X-WP-TotalPages headers. */
export function wpListResponse(items: unknown[], { total = items.length, totalPages = 1 } = {}) {
  const response = jsonResponse(200, items);
  response.headers.set('X-WP-Total', String(total));
  response.headers.set('X-WP-TotalPages', String(totalPages));
  return response;
}

export function attachedFile(id: number, title: string, filename = `${title}.pdf`): AttachedFile {
  return {
    id,
    url: `/wp-json/intranet/v1/files/${id}/view?viewer=7&expires=1795267200&signature=sig${id}`,
    title,
    filename,
    mime_type: 'application/pdf',
    filesize: 880,
  };
}

export function term(
  id: number,
  name: string,
  taxonomy: Term['taxonomy'] = 'arbeidsvoorwaarden_categorieen',
): Term {
  const slug = name.toLowerCase();
  return {
    id,
    count: 1,
    description: '',
    link: `http://localhost:3000/${taxonomy}/${slug}/`,
    name,
    slug,
    taxonomy,
    parent: 0,
    meta: [],
    _links: {},
  };
}

export function categorizedItem(
  id: number,
  type: 'arbeidsvoorwaarden' | 'kennisbank',
  categoryId: number,
  title: string,
  { content = `<p>Uitleg over ${title.toLowerCase()}.</p>`, files = [] as AttachedFile[] } = {},
): CategorizedItem {
  return {
    ...wpPost(id, type, title, content),
    acf: { bestanden: files.map((file) => ({ file })) },
    [type === 'arbeidsvoorwaarden' ? 'arbeidsvoorwaarden_categorieen' : 'kennisbank_categorieen']: [
      categoryId,
    ],
  };
}

export function libraryEntry(
  id: number,
  title: string,
  bestanden: Array<{ name?: string; file: AttachedFile }>,
): LibraryEntry {
  return { ...wpPost(id, 'bibliotheek', title), acf: { bestanden } };
}

export function intranetOptions(overrides: Partial<IntranetOptions['acf']> = {}): IntranetOptions {
  return {
    acf: {
      direct_links: [
        {
          link: { url: 'https://www.loket.nl/', target: '_blank', title: 'Loket.nl' },
          logo: {
            id: 41,
            url: '/wp-json/intranet/v1/files/41/view?signature=a',
            alt: 'Logo Loket.nl',
          },
        },
        {
          link: { url: 'https://outlook.office.com/mail/', target: '_blank', title: 'Outlook' },
          logo: {
            id: 42,
            url: '/wp-json/intranet/v1/files/42/view?signature=b',
            alt: 'Logo Outlook',
          },
        },
        {
          link: { url: '/portal/declaraties', target: '', title: 'Declaraties' },
          logo: {
            id: 47,
            url: '/wp-json/intranet/v1/files/47/view?signature=c',
            alt: 'Declaraties',
          },
        },
      ],
      contactpersonen: [
        { naam: 'Marieke de Vries (HR)', telefoonnummer: '030-2400000' },
        { naam: 'Johan Bakker (beheer)', telefoonnummer: '030 240 01 37' },
      ],
      ...overrides,
    },
  };
}

export function moodtrackerPost(
  id: number,
  fields: MoodtrackerPost['acf'],
  date = '2026-11-17T10:00:00',
): MoodtrackerPost {
  return {
    ...wpPost(id, 'moodtrackers', `Moodtracker ${date}`),
    date,
    author: fields.user,
    acf: fields,
  };
}
