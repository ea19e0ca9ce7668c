import { PASSKEY_ENROLLMENT_LINK_MINUTES } from '@portal/contract/rules';
import type { MailMessage } from '../mail/mailer.js';

interface Person {
  email: string;
  voornaam: string;
}

const greeting = (person: Person) => `Beste ${person.voornaam || 'collega'},`;

const notYou =
  'Was jij dit niet? Verwijder de passkey dan in het portaal onder Profiel → Account en ' +
  'neem contact op met de beheerder.';

/** Told to the person whenever a passkey is added to or removed from their account. */
export function passkeyChangedMail(input: {
  person: Person;
  productName: string;
  name: string;
  change: 'added' | 'removed';
}): MailMessage {
  const { person, productName, name } = input;
  const added = input.change === 'added';
  return {
    to: person.email,
    subject: added
      ? `Er is een passkey toegevoegd aan je account bij ${productName}`
      : `Er is een passkey verwijderd van je account bij ${productName}`,
    text: [
      greeting(person),
      '',
      added
        ? `Er is zojuist een passkey met de naam “${name}” toegevoegd aan je account. Je kunt er voortaan mee inloggen.`
        : `De passkey met de naam “${name}” is zojuist van je account verwijderd. Je kunt er niet meer mee inloggen.`,
      '',
      added ? notYou : 'Was jij dit niet? Neem dan contact op met de beheerder.',
    ].join('\n'),
  };
}

/** The one-time link for someone whose role asks for a passkey (STRONG_AUTH_ROLES). */
export function enrollmentMail(input: {
  person: Person;
  productName: string;
  url: string;
}): MailMessage {
  const { person, productName } = input;
  return {
    to: person.email,
    subject: `Voeg een passkey toe om in te loggen bij ${productName}`,
    text: [
      greeting(person),
      '',
      `Met jouw rol log je bij ${productName} in met een passkey (of met je organisatie-account), ` +
        'niet met alleen een wachtwoord. Voeg via deze link een passkey toe op het apparaat ' +
        'waarmee je inlogt:',
      '',
      input.url,
      '',
      `De link werkt ${PASSKEY_ENROLLMENT_LINK_MINUTES} minuten en maar één keer. Daarna log je ` +
        'in met “Inloggen met passkey”.',
      '',
      'Heb je niet geprobeerd in te loggen? Neem dan contact op met de beheerder: iemand kent je wachtwoord.',
    ].join('\n'),
  };
}
