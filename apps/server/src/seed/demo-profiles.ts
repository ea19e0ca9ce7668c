import { composeIBAN } from 'ibantools';
import type { DemoPerson } from './demo-company.js';

/**
 * A believable private and public profile for every demo person (issue 10, item 6): a home
 * address with a real postcode area of their town, a valid IBAN (check digits computed, bank
 * codes of real Dutch banks, made-up account numbers), a birth date, phone numbers in E.164 as
 * the profile stores them, and LinkedIn for most. Some keep their phone or e-mail private, so
 * the colleague cards show both cases. Everything follows from the person's place in the list,
 * so a seed is the same every time.
 */

const POSTCODE_AREA: Record<string, string> = {
  Utrecht: '3511',
  Amersfoort: '3811',
  Zeist: '3701',
  Nieuwegein: '3431',
  Houten: '3991',
  Arnhem: '6811',
  Apeldoorn: '7311',
  Nijmegen: '6511',
  'Den Haag': '2511',
  Hilversum: '1211',
  Dordrecht: '3311',
  Gouda: '2801',
  Zwolle: '8011',
  Ede: '6711',
  Amsterdam: '1011',
  Rotterdam: '3011',
};

/** Area codes of the towns whose people list a home phone. */
const AREA_CODE: Record<string, string> = {
  Utrecht: '30',
  Nieuwegein: '30',
  Amersfoort: '33',
  Arnhem: '26',
  Nijmegen: '24',
  Hilversum: '35',
};

const STREETS = [
  'Lange Nieuwstraat',
  'Kerkstraat',
  'Oranjelaan',
  'Molenweg',
  'Beukenlaan',
  'Prinsengracht',
  'Schoolstraat',
  'Wilhelminapark',
  'Dorpsstraat',
  'Julianalaan',
  'Vondellaan',
  'Stationsweg',
];

const BANKS = ['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'ASNB'];

/** Keys of people who keep their work phone, or their work e-mail, to themselves. */
const NO_PUBLIC_PHONE = new Set(['redactie', 'lars', 'eva', 'tim']);
const NO_PUBLIC_EMAIL = new Set(['milan', 'anna']);
const NO_LINKEDIN = new Set(['redactie', 'bram', 'anna', 'fleur']);
const WITH_HOME_PHONE = new Set(['admin', 'beheer', 'ruben', 'emma', 'sophie', 'sem']);

const LETTERS = 'ABCEGHJKLMNPRTVWXZ';

/** Ten digits that look like an account number; ibantools computes the check digits. */
const accountNumber = (index: number) => String(4_170_000_000 + index * 7_919_337).slice(0, 10);

export interface DemoProfile {
  straatnaamEnHuisnummer: string;
  postcode: string;
  geboortedatum: string;
  iban: string;
  mobiel: string;
  telNrThuis: string;
  publicPhone: string;
  publicEmail: string;
  linkedin: string;
  korteOmschrijving: string;
}

export function demoProfileOf(
  person: DemoPerson,
  index: number,
  names: { email: string; slug: string },
): DemoProfile {
  const area = POSTCODE_AREA[person.woonplaats] ?? '3511';
  const letters = `${LETTERS[(index * 5) % LETTERS.length]}${LETTERS[(index * 11 + 3) % LETTERS.length]}`;
  const iban = composeIBAN({
    countryCode: 'NL',
    bban: `${BANKS[index % BANKS.length]}${accountNumber(index)}`,
  });
  if (!iban) throw new Error(`no IBAN for demo person ${person.key}`);
  const year = 1968 + ((index * 7) % 32);
  const month = String(1 + ((index * 5) % 12)).padStart(2, '0');
  const day = String(1 + ((index * 13) % 28)).padStart(2, '0');
  // Dutch mobile numbers are 06-1… to 06-5… (06-6 is for pagers).
  const mobile = `+316${1 + (index % 5)}${String(1_000_000 + index * 314_159).slice(-7)}`;
  const workLine = `+3130${String(2_400_100 + index * 37).slice(-7)}`;
  return {
    straatnaamEnHuisnummer: `${STREETS[index % STREETS.length]} ${3 + ((index * 17) % 120)}`,
    postcode: `${area} ${letters}`,
    geboortedatum: `${year}-${month}-${day}`,
    iban,
    mobiel: mobile,
    telNrThuis: WITH_HOME_PHONE.has(person.key)
      ? `+31${AREA_CODE[person.woonplaats] ?? '30'}${String(6_500_000 + index * 4_321).slice(-7)}`
      : '',
    publicPhone: NO_PUBLIC_PHONE.has(person.key) ? '' : index % 2 === 0 ? workLine : mobile,
    publicEmail: NO_PUBLIC_EMAIL.has(person.key) ? '' : names.email,
    linkedin: NO_LINKEDIN.has(person.key) ? '' : `https://www.linkedin.com/in/${names.slug}`,
    korteOmschrijving: person.functie
      ? `${person.functie} bij Van Dalen, woont in ${person.woonplaats}.`
      : `Werkt bij Van Dalen en woont in ${person.woonplaats}.`,
  };
}
