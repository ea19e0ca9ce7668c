import { PASSWORD_RESET_LINK_MINUTES } from '@portal/contract/rules';
import type { MailMessage } from '../mail/mailer.js';

/** The Dutch mail of "Wachtwoord vergeten?" with its one-time link. */
export function passwordResetMail(input: {
  to: string;
  voornaam: string;
  productName: string;
  url: string;
}): MailMessage {
  const { productName } = input;
  return {
    to: input.to,
    subject: `Nieuw wachtwoord instellen voor ${productName}`,
    text: [
      `Beste ${input.voornaam || 'collega'},`,
      '',
      `Je hebt gevraagd om een nieuw wachtwoord voor ${productName}. Stel het in via deze link:`,
      '',
      input.url,
      '',
      `De link werkt ${PASSWORD_RESET_LINK_MINUTES} minuten en maar één keer. Als je een nieuw ` +
        'wachtwoord instelt, word je overal uitgelogd.',
      '',
      'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft zoals het is.',
    ].join('\n'),
  };
}
