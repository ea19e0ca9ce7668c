import { canEditContent, canSeeBeheer, type Taxonomy } from '@portal/contract/rules';

/** Beheer part 2 (issue 13) is for the people managers: administrator and beheerder. */
const PEOPLE_MANAGERS: readonly string[] = ['administrator', 'beheerder'];
export const managesPeople = (roles: readonly string[]) =>
  roles.some((role) => PEOPLE_MANAGERS.includes(role));

/** The post types Beheer writes (EDITABLE_POST_TYPES). */
export type ContentType = 'nieuws' | 'arbeidsvoorwaarden' | 'kennisbank' | 'bibliotheek';

export const BEHEER_PATH = '/portal/beheer';

export interface ContentSection {
  kind: 'content';
  /** The path segment below /portal/beheer. */
  slug: string;
  type: ContentType;
  label: string;
  /** "Nieuw bericht", "Nieuw document"... */
  newLabel: string;
  /** The taxonomy of its categories, when the type has them. */
  taxonomy?: Taxonomy;
}

export interface OtherSection {
  kind: 'categories' | 'direct-links' | 'contacts' | 'people';
  slug: string;
  label: string;
}

export type BeheerSection = ContentSection | OtherSection;

export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { kind: 'content', slug: 'nieuws', type: 'nieuws', label: 'Nieuws', newLabel: 'Nieuw bericht' },
  {
    kind: 'content',
    slug: 'arbeidsvoorwaarden',
    type: 'arbeidsvoorwaarden',
    label: 'Arbeidsvoorwaarden',
    newLabel: 'Nieuw document',
    taxonomy: 'arbeidsvoorwaarden_categorieen',
  },
  {
    kind: 'content',
    slug: 'hoe-het-werkt',
    type: 'kennisbank',
    label: 'Hoe het werkt',
    newLabel: 'Nieuw artikel',
    taxonomy: 'kennisbank_categorieen',
  },
  {
    kind: 'content',
    slug: 'bibliotheek',
    type: 'bibliotheek',
    label: 'Bibliotheek',
    newLabel: 'Nieuw document',
  },
];

export const BEHEER_SECTIONS: readonly BeheerSection[] = [
  ...CONTENT_SECTIONS,
  { kind: 'categories', slug: 'categorieen', label: 'Categorieën' },
  { kind: 'direct-links', slug: 'direct-naar', label: 'Direct naar' },
  { kind: 'contacts', slug: 'contactpersonen', label: 'Contactpersonen' },
  // Part 2 (issue 13): administrator and beheerder only (visibleSections).
  { kind: 'people', slug: 'mensen', label: 'Mensen' },
];

export const PEOPLE_PATH = `${BEHEER_PATH}/mensen`;

/** The sections of part 2, for the people managers only. */
const PART_2_KINDS: ReadonlySet<BeheerSection['kind']> = new Set(['people']);

export const sectionPath = (section: BeheerSection) => `${BEHEER_PATH}/${section.slug}`;

export function findSection(slug: string | undefined): BeheerSection | undefined {
  return BEHEER_SECTIONS.find((section) => section.slug === slug);
}

/**
 * The sections a user sees in the side menu: administrator and editor all of them, a
 * beheerder all of them read-only (part 2 adds their own sections), others none.
 */
export function visibleSections(roles: readonly string[]): readonly BeheerSection[] {
  if (!canSeeBeheer(roles)) return [];
  return managesPeople(roles)
    ? BEHEER_SECTIONS
    : BEHEER_SECTIONS.filter((section) => !PART_2_KINDS.has(section.kind));
}

/** Only administrator and editor write content, categories and site options (issue 12). */
export const canWriteBeheer = canEditContent;
