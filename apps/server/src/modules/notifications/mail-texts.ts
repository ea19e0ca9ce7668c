import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@portal/contract/endpoints/notifications';
import type { MailMessage } from '../mail/mailer.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/**
 * The Dutch notification mails (docs/notifications.md, "E-mail"): plain text and HTML with the
 * same content, the company's name, a link to each thing and one to turn the kind off.
 */

export interface MailedNotification {
  kind: NotificationKind;
  text: string;
  link: string;
}

export interface MailRecipient {
  id: number;
  email: string;
  /** The first name, else the display name. */
  name: string;
}

export interface MailSettings {
  productName: string;
  publicUrl: string;
  links: UnsubscribeLinks;
  /** The unsubscribe endpoint's path (the List-Unsubscribe POST target). */
  unsubscribePath: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const PREFERENCES = 'Je kiest per soort melding hoe je die krijgt in Profiel → Meldingen.';

/** A whole HTML mail: a calm single column, inline styles (mail clients drop style sheets). */
function page(title: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">${footer}</p>
</div></body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${escapeHtml(label)}</a></p>`;

/** List-Unsubscribe (RFC 2369) with the one-click POST of RFC 8058. */
function unsubscribeHeaders(settings: MailSettings, userId: number, kind: NotificationKind) {
  const target = `${settings.publicUrl}${settings.unsubscribePath}?${settings.links.query(userId, kind)}`;
  return {
    'List-Unsubscribe': `<${target}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const signature = (settings: MailSettings) =>
  `Dit bericht is automatisch verstuurd door ${settings.productName}.`;

/** One notification, mailed at once. */
export function directMail(
  recipient: MailRecipient,
  notification: MailedNotification,
  settings: MailSettings,
): MailMessage {
  const label = NOTIFICATION_KINDS[notification.kind];
  const url = `${settings.publicUrl}${notification.link}`;
  const off = settings.links.page(recipient.id, notification.kind);
  const offLine = `Geen e-mail meer over "${label}"? ${off}`;
  return {
    to: recipient.email,
    subject: `${label} – ${settings.productName}`,
    text: [
      `Beste ${recipient.name},`,
      '',
      notification.text,
      '',
      `Bekijk het in het portaal: ${url}`,
      '',
      '--',
      offLine,
      PREFERENCES,
      signature(settings),
    ].join('\n'),
    html: page(
      label,
      `<p style="margin:0 0 16px">Beste ${escapeHtml(recipient.name)},</p>
<p style="margin:0">${escapeHtml(notification.text)}</p>
${button(url, 'Bekijk het in het portaal')}`,
      `Geen e-mail meer over "${escapeHtml(label)}"? <a href="${escapeHtml(off)}" style="color:#0b5cad">Afmelden</a>. ${escapeHtml(PREFERENCES)}<br>${escapeHtml(signature(settings))}`,
    ),
    headers: unsubscribeHeaders(settings, recipient.id, notification.kind),
  };
}

/**
 * The daily overview: every notification of the user's digest kinds, grouped by kind, each
 * with its link, and per kind a link that turns it off. List-Unsubscribe names one kind, so
 * the headers are there when the digest holds one kind only.
 */
export function digestMail(
  recipient: MailRecipient,
  notifications: readonly MailedNotification[],
  settings: MailSettings,
): MailMessage {
  const kinds = [...new Set(notifications.map((n) => n.kind))];
  const count = notifications.length;
  const intro = `Je hebt ${count === 1 ? '1 nieuwe melding' : `${count} nieuwe meldingen`} in ${settings.productName}.`;
  const textParts: string[] = [`Beste ${recipient.name},`, '', intro];
  const htmlParts: string[] = [
    `<p style="margin:0 0 16px">Beste ${escapeHtml(recipient.name)},</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
  ];
  for (const kind of kinds) {
    const label = NOTIFICATION_KINDS[kind];
    textParts.push('', `${label}:`);
    htmlParts.push(`<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(label)}</h2><ul>`);
    for (const item of notifications.filter((n) => n.kind === kind)) {
      const url = `${settings.publicUrl}${item.link}`;
      textParts.push(`- ${item.text}`, `  ${url}`);
      htmlParts.push(
        `<li style="margin:0 0 8px">${escapeHtml(item.text)}<br><a href="${escapeHtml(url)}" style="color:#0b5cad">Bekijken</a></li>`,
      );
    }
    htmlParts.push('</ul>');
  }
  const offs = kinds.map((kind) => ({
    label: NOTIFICATION_KINDS[kind],
    url: settings.links.page(recipient.id, kind),
  }));
  return {
    to: recipient.email,
    subject: `Dagelijks overzicht van je meldingen – ${settings.productName}`,
    text: [
      ...textParts,
      '',
      '--',
      ...offs.map((off) => `Geen e-mail meer over "${off.label}"? ${off.url}`),
      PREFERENCES,
      signature(settings),
    ].join('\n'),
    html: page(
      'Dagelijks overzicht van je meldingen',
      htmlParts.join('\n'),
      `${offs
        .map(
          (off) =>
            `Geen e-mail meer over "${escapeHtml(off.label)}"? <a href="${escapeHtml(off.url)}" style="color:#0b5cad">Afmelden</a>.<br>`,
        )
        .join('')}${escapeHtml(PREFERENCES)}<br>${escapeHtml(signature(settings))}`,
    ),
    ...(kinds.length === 1
      ? { headers: unsubscribeHeaders(settings, recipient.id, kinds[0]!) }
      : {}),
  };
}
