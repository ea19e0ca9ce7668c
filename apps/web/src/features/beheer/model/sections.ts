import { canEditContent, canSeeBeheer, type Taxonomy } from '@portal/contract/rules';

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
  kind: 'categories' | 'direct-links' | 'contacts';
  slug: string;
  label: string;
}

/** Issue 13 (h6): declarations, payroll export, mood overview, audit log. */
export interface DeclarationsSection {
  kind: 'declarations' | 'payroll' | 'mood' | 'audit';
  slug: string;
  label: string;
  /** Who sees it; part 2 is for administrator and beheerder, the audit log administrator only. */
  allowed(roles: readonly string[]): boolean;
}

export type BeheerSection = ContentSection | OtherSection | DeclarationsSection;

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

const beheerOrAdmin = (roles: readonly string[]) =>
  roles.includes('administrator') || roles.includes('beheerder');

export const DECLARATIONS_SECTIONS: readonly DeclarationsSection[] = [
  { kind: 'declarations', slug: 'declaraties', label: 'Declaraties', allowed: beheerOrAdmin },
  { kind: 'payroll', slug: 'salarisexport', label: 'Salarisexport', allowed: beheerOrAdmin },
  { kind: 'mood', slug: 'stemming', label: 'Stemming', allowed: beheerOrAdmin },
  {
    kind: 'audit',
    slug: 'auditlog',
    label: 'Auditlog',
    allowed: (roles) => roles.includes('administrator'),
  },
];

export const BEHEER_SECTIONS: readonly BeheerSection[] = [
  ...CONTENT_SECTIONS,
  { kind: 'categories', slug: 'categorieen', label: 'Categorieën' },
  { kind: 'direct-links', slug: 'direct-naar', label: 'Direct naar' },
  { kind: 'contacts', slug: 'contactpersonen', label: 'Contactpersonen' },
  // Issue 13 (h6).
  ...DECLARATIONS_SECTIONS,
];

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
  return BEHEER_SECTIONS.filter((section) => !('allowed' in section) || section.allowed(roles));
}

/** Only administrator and editor write content, categories and site options (issue 12). */
export const canWriteBeheer = canEditContent;
