import type { MailMessage } from '../mail/mailer.js';

/** The Dutch mails of Beheer "Mensen" with a set-password link (72 hours, once). */
export function invitationMail(input: {
  to: string;
  voornaam: string;
  productName: string;
  url: string;
  hours: number;
  /** A first invitation, or a new link for someone who has an account. */
  kind: 'invitation' | 'new-link';
}): MailMessage {
  const { productName, url, hours } = input;
  const opening =
    input.kind === 'invitation'
      ? `Er is een account voor je aangemaakt op ${productName}. Stel via deze link je wachtwoord in:`
      : `Hier is een nieuwe link om je wachtwoord voor ${productName} in te stellen:`;
  return {
    to: input.to,
    subject:
      input.kind === 'invitation'
        ? `Welkom bij ${productName}: stel je wachtwoord in`
        : `Nieuwe link om je wachtwoord in te stellen`,
    text: [
      `Beste ${input.voornaam},`,
      '',
      opening,
      '',
      url,
      '',
      `De link werkt ${hours} uur en maar één keer; een eerdere link werkt niet meer. ` +
        'Werkt de link niet, vraag de beheerder dan om een nieuwe.',
      '',
      `Daarna log je in met je e-mailadres ${input.to}.`,
    ].join('\n'),
  };
}
