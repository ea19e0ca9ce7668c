import type { MailMessage } from '../mail/mailer.js';

/**
 * To the old address when Beheer changes a person's e-mail (issue 24), as banks do: whoever
 * reads it learns that the address no longer opens the account, and can object. The new address
 * is left out: the old one may be a stranger's, typed by mistake.
 */
export function emailChangedMail(input: {
  to: string;
  voornaam: string;
  productName: string;
}): MailMessage {
  const { productName } = input;
  return {
    to: input.to,
    subject: `Het e-mailadres van je account op ${productName} is gewijzigd`,
    text: [
      `Beste ${input.voornaam},`,
      '',
      `Het e-mailadres van je account op ${productName} is gewijzigd. Dit adres, ${input.to}, ` +
        'hoort niet meer bij je account: je logt voortaan in met het nieuwe adres, en een link ' +
        'om je wachtwoord in te stellen die naar dit adres is gestuurd, werkt niet meer.',
      '',
      'Klopt dit niet, neem dan meteen contact op met de beheerder.',
    ].join('\n'),
  };
}
