/** The demo company "Van Dalen Detachering": people, functions and clients that look real. */
export const DEMO_DOMAIN = 'vandalen.example';

export const FUNCTIES = [
  'Beleidsadviseur',
  'Projectmanager',
  'Business analist',
  'Data engineer',
  'Financieel controller',
  'HR-adviseur',
  'Software ontwikkelaar',
  'Inkoopadviseur',
];

export const OPDRACHTGEVERS = [
  'Gemeente Utrecht',
  'Rijkswaterstaat',
  'ProRail',
  'Provincie Gelderland',
  'UWV',
  'Erasmus MC',
  'Belastingdienst',
  'Waternet',
];

export const DIENSTVERBANDEN = ['Vast dienstverband', 'Tijdelijk dienstverband', 'Detachering'];

export interface DemoPerson {
  key: string;
  voornaam: string;
  tussenvoegsel?: string;
  achternaam: string;
  roles: string[];
  functie?: string;
  dienstverband?: string;
  opdrachtgevers?: string[];
  /** Key of the consultant who owns this professional. */
  consultant?: string;
  urenmeter?: number;
  woonplaats: string;
}

export const STAFF: DemoPerson[] = [
  {
    key: 'admin',
    voornaam: 'Marieke',
    tussenvoegsel: 'de',
    achternaam: 'Vries',
    roles: ['administrator'],
    functie: 'HR-adviseur',
    dienstverband: 'Vast dienstverband',
    woonplaats: 'Utrecht',
  },
  {
    key: 'beheer',
    voornaam: 'Johan',
    achternaam: 'Bakker',
    roles: ['beheerder'],
    functie: 'Projectmanager',
    dienstverband: 'Vast dienstverband',
    woonplaats: 'Amersfoort',
  },
  {
    key: 'redactie',
    voornaam: 'Sanne',
    achternaam: 'Visser',
    roles: ['editor'],
    dienstverband: 'Vast dienstverband',
    woonplaats: 'Zeist',
  },
  {
    key: 'femke',
    voornaam: 'Femke',
    achternaam: 'Jansen',
    roles: ['medewerker'],
    functie: 'HR-adviseur',
    dienstverband: 'Vast dienstverband',
    woonplaats: 'Utrecht',
  },
  {
    key: 'ruben',
    voornaam: 'Ruben',
    tussenvoegsel: 'van den',
    achternaam: 'Berg',
    roles: ['medewerker'],
    functie: 'Projectmanager',
    dienstverband: 'Vast dienstverband',
    woonplaats: 'Nieuwegein',
  },
  {
    key: 'lotte',
    voornaam: 'Lotte',
    achternaam: 'Smit',
    roles: ['medewerker'],
    functie: 'Business analist',
    dienstverband: 'Vast dienstverband',
    woonplaats: 'Houten',
  },
];

export const PROFESSIONALS: DemoPerson[] = [
  {
    key: 'daan',
    voornaam: 'Daan',
    achternaam: 'Meijer',
    roles: ['professional'],
    functie: 'Data engineer',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Rijkswaterstaat'],
    consultant: 'femke',
    urenmeter: 412,
    woonplaats: 'Utrecht',
  },
  {
    key: 'emma',
    voornaam: 'Emma',
    tussenvoegsel: 'de',
    achternaam: 'Boer',
    roles: ['professional'],
    functie: 'Beleidsadviseur',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Gemeente Utrecht', 'Provincie Gelderland'],
    consultant: 'femke',
    urenmeter: 138,
    woonplaats: 'Arnhem',
  },
  {
    key: 'thijs',
    voornaam: 'Thijs',
    achternaam: 'Mulder',
    roles: ['professional'],
    functie: 'Software ontwikkelaar',
    dienstverband: 'Tijdelijk dienstverband',
    opdrachtgevers: ['ProRail'],
    consultant: 'femke',
    woonplaats: 'Amersfoort',
  },
  {
    key: 'julia',
    voornaam: 'Julia',
    achternaam: 'Hendriks',
    roles: ['professional'],
    functie: 'Financieel controller',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Erasmus MC'],
    consultant: 'femke',
    urenmeter: 587,
    woonplaats: 'Rotterdam',
  },
  {
    key: 'bram',
    voornaam: 'Bram',
    tussenvoegsel: 'van',
    achternaam: 'Leeuwen',
    roles: ['professional'],
    functie: 'Projectmanager',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Waternet'],
    consultant: 'ruben',
    woonplaats: 'Amsterdam',
  },
  {
    key: 'noor',
    voornaam: 'Noor',
    achternaam: 'Dekker',
    roles: ['professional'],
    functie: 'HR-adviseur',
    dienstverband: 'Tijdelijk dienstverband',
    opdrachtgevers: ['UWV'],
    consultant: 'ruben',
    urenmeter: 260,
    woonplaats: 'Almere',
  },
  {
    key: 'lars',
    voornaam: 'Lars',
    achternaam: 'Brouwer',
    roles: ['professional'],
    functie: 'Data engineer',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Belastingdienst', 'UWV'],
    consultant: 'ruben',
    woonplaats: 'Apeldoorn',
  },
  {
    key: 'sophie',
    voornaam: 'Sophie',
    tussenvoegsel: 'de',
    achternaam: 'Graaf',
    roles: ['professional'],
    functie: 'Inkoopadviseur',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Provincie Gelderland'],
    consultant: 'ruben',
    woonplaats: 'Nijmegen',
  },
  {
    key: 'milan',
    voornaam: 'Milan',
    achternaam: 'Vos',
    roles: ['professional'],
    functie: 'Business analist',
    dienstverband: 'Tijdelijk dienstverband',
    opdrachtgevers: ['Rijkswaterstaat'],
    consultant: 'lotte',
    urenmeter: 95,
    woonplaats: 'Den Haag',
  },
  {
    key: 'eva',
    voornaam: 'Eva',
    achternaam: 'Peters',
    roles: ['professional'],
    functie: 'Beleidsadviseur',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Gemeente Utrecht'],
    consultant: 'lotte',
    woonplaats: 'Utrecht',
  },
  {
    key: 'sem',
    voornaam: 'Sem',
    tussenvoegsel: 'van der',
    achternaam: 'Linden',
    roles: ['professional'],
    functie: 'Software ontwikkelaar',
    dienstverband: 'Detachering',
    opdrachtgevers: ['ProRail', 'Waternet'],
    consultant: 'lotte',
    urenmeter: 333,
    woonplaats: 'Hilversum',
  },
  {
    key: 'anna',
    voornaam: 'Anna',
    achternaam: 'Willems',
    roles: ['professional'],
    functie: 'Financieel controller',
    dienstverband: 'Tijdelijk dienstverband',
    opdrachtgevers: ['Belastingdienst'],
    consultant: 'lotte',
    woonplaats: 'Apeldoorn',
  },
  {
    key: 'tim',
    voornaam: 'Tim',
    achternaam: 'Kok',
    roles: ['professional'],
    functie: 'Projectmanager',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Erasmus MC'],
    consultant: 'femke',
    woonplaats: 'Dordrecht',
  },
  {
    key: 'fleur',
    voornaam: 'Fleur',
    achternaam: 'Jacobs',
    roles: ['professional'],
    functie: 'Data engineer',
    dienstverband: 'Detachering',
    opdrachtgevers: ['Rijkswaterstaat', 'ProRail'],
    consultant: 'ruben',
    urenmeter: 48,
    woonplaats: 'Gouda',
  },
];

/** One demo login per role, listed in README and printed at start. */
export const DEMO_LOGINS = [
  { role: 'administrator', key: 'admin' },
  { role: 'beheerder', key: 'beheer' },
  { role: 'editor', key: 'redactie' },
  { role: 'medewerker', key: 'femke' },
  { role: 'professional', key: 'daan' },
] as const;

export const emailOf = (key: string) => `${key}@${DEMO_DOMAIN}`;
