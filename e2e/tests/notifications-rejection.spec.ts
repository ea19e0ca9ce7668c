import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ReceivedMail } from '../../apps/server/test/mood/smtp-sink.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday, MONTHS } from '../support/dates.js';
import { declareAndSubmit, tokenOf } from '../support/declarations-api.js';
import { demoEmail } from '../support/demo.js';
import { useJourneySmtp, waitForMail } from '../support/mail.js';
import { expectNoSidewaysScroll } from '../support/in-view.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signIn, signInFromStart } from '../support/session.js';

/**
 * Issue 26 item 10, one journey: a professional submits; their consultant hears it in the bell
 * (live) and by mail (whose links open the review and turn the mail off), rejects the month with
 * a reason; the professional hears that in the bell (live), sees it under "Actie nodig" and gets
 * a mail whose link opens the month.
 */
failOnPageProblems();

const SHOTS = '/tmp/shots-9';
// Lotte reviews Milan's months. No other journey declares for Milan or reviews as Lotte
// (beheer-export.spec.ts only reads her mood overview; people.spec.ts changes Milan's password,
// after this file). Milan's month stays rejected: nothing later looks at it, and a second run
// submits it again (a rejected month is open).
const CONSULTANT = { key: 'lotte', firstName: 'Lotte', name: 'Lotte Smit' };
const PROFESSIONAL = { key: 'milan', firstName: 'Milan', name: 'Milan Vos' };

const today = amsterdamToday();
const period = `${MONTHS[today.month - 1]!.toLowerCase()} ${today.year}`;
const monthPath = `/portal/declaraties/${today.year}/${today.month}`;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const SUBMITTED_LABEL = 'Een declaratiemaand wacht op je beoordeling';
const REJECTED_LABEL = 'Je declaraties zijn afgekeurd';

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Meldingen/ });
const bellName = (unread: number) =>
  unread === 0 ? 'Meldingen' : `Meldingen, ${unread} ongelezen`;

const sink = useJourneySmtp();
test.afterAll(async ({ request }) => {
  // The journey turns Lotte's mail about submitted months and Milan's about rejections off
  // through the mails' links; back to the default, so a second run gets those mails again.
  await setMailMode(request, CONSULTANT.key, 'declaration_submitted', 'direct');
  await setMailMode(request, PROFESSIONAL.key, 'declaration_rejected', 'direct');
});

const PREFERENCES = '/wp-json/intranet/v1/notification-preferences';
const bearer = async (request: APIRequestContext, key: string) => ({
  authorization: `Bearer ${await tokenOf(request, key)}`,
});

async function mailModeOf(request: APIRequestContext, key: string, kind: string) {
  const response = await request.get(PREFERENCES, { headers: await bearer(request, key) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { kinds: Record<string, string> }).kinds[kind];
}

async function setMailMode(request: APIRequestContext, key: string, kind: string, mode: string) {
  const response = await request.put(PREFERENCES, {
    headers: await bearer(request, key),
    data: { kinds: { [kind]: mode } },
  });
  expect(response.status()).toBe(200);
}

/**
 * A browser of its own (Milan's, the mail reader's) that, like `page` (failOnPageProblems),
 * collects CSP refusals and uncaught errors in its pages, for the journey's end to check.
 */
async function watchedContext(browser: Browser, problems: string[], viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
  return context;
}

/** The unread count as the bell asks it. */
async function unreadOf(request: APIRequestContext, key: string): Promise<number> {
  const response = await request.get('/wp-json/intranet/v1/notifications/unread-count', {
    headers: { authorization: `Bearer ${await tokenOf(request, key)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

/** Signs in and waits until the bell's stream is open, so a count that follows is live. */
async function signInWithStream(page: Page, key: string) {
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/notifications/stream') && response.status() === 200,
  );
  await signInFromStart(page, key);
  await streamOpen;
}

/** The first mail to `key` received after `mark` (an index into the sink's mails) with `subject`. */
function mailTo(key: string, mark: number, subject: string): Promise<ReceivedMail> {
  return waitForMail(sink(), demoEmail(key), subject, mark);
}

/** The address after `before` on a line of the mail's text. */
function linkAfter(mail: ReceivedMail, before: string): string {
  const line = mail.body.split('\n').find((candidate) => candidate.startsWith(before));
  expect(line, `a line "${before} …" in:\n${mail.body}`).toBeTruthy();
  const url = line!.slice(before.length).trim();
  expect(url).toMatch(/^http:\/\/localhost:\d+\/portal\//);
  // The HTML part links to the same address (its & written as &amp;).
  expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
  return url;
}

test('a professional submits, the consultant hears it and rejects with a reason, the professional hears that', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = test.info().repeatEachIndex + 1;
  const reason = `De bon van de boeken ontbreekt. Voeg hem toe en dien de maand opnieuw in (${run}).`;

  // Both signed in, each in a browser of their own, with the bell's stream open.
  await page.setViewportSize(DESKTOP);
  await signInWithStream(page, CONSULTANT.key);
  const problems: string[] = [];
  const professional = await watchedContext(browser, problems);
  const milan = await professional.newPage();
  await signInWithStream(milan, PROFESSIONAL.key);
  const consultantUnread = await unreadOf(request, CONSULTANT.key);
  const professionalUnread = await unreadOf(request, PROFESSIONAL.key);
  await expect(bellOf(page)).toHaveAccessibleName(bellName(consultantUnread));

  // 1. Milan submits this month. Lotte's bell counts up without a reload.
  let mark = sink().received.length;
  await declareAndSubmit(request, PROFESSIONAL.key, 17.25);
  await expect(bellOf(page)).toHaveAccessibleName(bellName(consultantUnread + 1), {
    timeout: 5_000,
  });

  // 2. ... and a Dutch mail that names him and the month.
  const submitted = await mailTo(CONSULTANT.key, mark, SUBMITTED_LABEL);
  expect(submitted.subject).toBe(`${SUBMITTED_LABEL} – Intranet`);
  expect(submitted.body).toContain(`Beste ${CONSULTANT.firstName},`);
  expect(submitted.body).toContain(
    `${PROFESSIONAL.name} heeft de declaraties van ${period} ingediend.`,
  );
  expect(submitted.html).toContain('<html lang="nl">');
  expect(submitted.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const reviewUrl = linkAfter(submitted, 'Bekijk het in het portaal:');
  expect(reviewUrl).toMatch(/\/portal\/declaraties\/beoordelen\/\d+$/);
  const unsubscribeUrl = linkAfter(submitted, `Geen e-mail meer over "${SUBMITTED_LABEL}"?`);

  // 3. The mail's links, opened in a browser that is not signed in: the review after signing
  // in, and the page that turns this mail off when "Afmelden" is pressed.
  const mailReader = await watchedContext(browser, problems);
  const reader = await mailReader.newPage();
  await reader.goto(reviewUrl);
  await expect(reader).toHaveURL(/\/portal\?redirect=%2Fportal%2Fdeclaraties%2Fbeoordelen%2F\d+$/);
  await signIn(reader, CONSULTANT.key);
  await expect(reader).toHaveURL(new URL(reviewUrl).pathname);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
    `${PROFESSIONAL.name}: ${period}`,
  );
  await expect(reader.getByRole('button', { name: 'Afkeuren' })).toBeVisible();
  await reader.screenshot({ path: `${SHOTS}/mail-review-link-1280.png` });
  await mailReader.close();

  const unsubscriber = await watchedContext(browser, problems, PHONE);
  const off = await unsubscriber.newPage();
  await off.goto(unsubscribeUrl);
  await expect(off.getByRole('heading', { level: 1, name: 'Afmelden voor e-mail' })).toBeVisible();
  await expect(off.getByText(`Wil je geen e-mail meer over “${SUBMITTED_LABEL}”?`)).toBeVisible();
  // Opening the link alone turns nothing off (mail scanners open links).
  expect(await mailModeOf(request, CONSULTANT.key, 'declaration_submitted')).toBe('direct');
  await expectNoSeriousA11yViolations(off);
  await expectNoSidewaysScroll(off);
  await off.screenshot({ path: `${SHOTS}/mail-unsubscribe-375.png`, fullPage: true });
  await off.getByRole('button', { name: 'Afmelden' }).click();
  await expect(
    off.getByText(
      `Je krijgt geen e-mail meer over “${SUBMITTED_LABEL}”. In het portaal zie je deze meldingen nog wel.`,
    ),
  ).toBeVisible();
  await expect(off.getByRole('button', { name: 'Afmelden' })).toHaveCount(0);
  expect(await mailModeOf(request, CONSULTANT.key, 'declaration_submitted')).toBe('off');
  await expectNoSeriousA11yViolations(off);
  await off.screenshot({ path: `${SHOTS}/mail-unsubscribed-375.png`, fullPage: true });
  await off.setViewportSize(DESKTOP);
  await off.screenshot({ path: `${SHOTS}/mail-unsubscribed-1280.png`, fullPage: true });
  await unsubscriber.close();

  // 4. Lotte opens the review from her bell; the review page with the panel open passes axe
  // on a desktop and a phone.
  await bellOf(page).click();
  const panel = page.getByRole('region', { name: 'Meldingen' });
  const item = panel.getByRole('link', {
    name: `Ongelezen: ${PROFESSIONAL.name} heeft de declaraties van ${period} ingediend.`,
  });
  await item.first().click();
  await expect(page).toHaveURL(new URL(reviewUrl).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${PROFESSIONAL.name}: ${period}`,
  );
  await expect(bellOf(page)).toHaveAccessibleName(bellName(consultantUnread));
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await bellOf(page).click();
    await expect(panel).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/review-panel-${viewport.width}.png` });
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  }
  await page.setViewportSize(DESKTOP);

  // 5. She rejects the month with a reason.
  mark = sink().received.length;
  await page.getByRole('button', { name: 'Afkeuren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declaratie afkeuren' });
  await dialog.getByLabel('Reden van afkeuring').fill(reason);
  await dialog.getByRole('button', { name: 'Afkeuren' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();
  await expect(
    page.getByText(`Declaratie van ${PROFESSIONAL.name} over ${period} afgekeurd`),
  ).toBeVisible();

  // 6. Milan's bell counts up without a reload and names Lotte and the reason.
  await expect(bellOf(milan)).toHaveAccessibleName(bellName(professionalUnread + 1), {
    timeout: 5_000,
  });
  await bellOf(milan).click();
  await expect(
    milan.getByRole('region', { name: 'Meldingen' }).getByRole('link', {
      name: `Ongelezen: ${CONSULTANT.name} heeft je declaraties van ${period} afgekeurd: ${reason}`,
    }),
  ).toBeVisible();
  await milan.keyboard.press('Escape');

  // 7. His dashboard's "Actie nodig" names the month, with the reason.
  await milan
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const card = milan.getByRole('region', { name: 'Actie nodig' });
  const actionName = `Je declaraties van ${period} zijn afgekeurd. Pas ze aan en dien ze opnieuw in.`;
  await expect(card.getByRole('link', { name: actionName })).toBeVisible();
  const action = card
    .getByRole('listitem')
    .filter({ has: milan.getByRole('link', { name: actionName }) });
  await expect(action).toContainText(`Reden: ${reason}`);
  await expectNoSeriousA11yViolations(milan);
  await milan.screenshot({ path: `${SHOTS}/dashboard-rejected-1280.png`, fullPage: true });

  // 8. ... and a mail with the reason whose link opens the month, rejected, with the reason.
  const rejected = await mailTo(PROFESSIONAL.key, mark, REJECTED_LABEL);
  expect(rejected.subject).toBe(`${REJECTED_LABEL} – Intranet`);
  expect(rejected.body).toContain(`Beste ${PROFESSIONAL.firstName},`);
  expect(rejected.body).toContain(
    `${CONSULTANT.name} heeft je declaraties van ${period} afgekeurd: ${reason}`,
  );
  const monthUrl = linkAfter(rejected, 'Bekijk het in het portaal:');
  expect(new URL(monthUrl).pathname).toBe(monthPath);
  linkAfter(rejected, `Geen e-mail meer over "${REJECTED_LABEL}"?`);
  // The mail client's one-click unsubscribe (RFC 8058): a POST to the header's address.
  const oneClick = /^<(.+)>$/.exec(rejected.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick).toMatch(/^http:\/\/localhost:\d+\/wp-json\/intranet\/v1\//);
  expect(rejected.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribed = await request.post(oneClick!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  expect(await mailModeOf(request, PROFESSIONAL.key, 'declaration_rejected')).toBe('off');
  await milan.goto(monthUrl);
  await expect(
    milan.getByRole('heading', { level: 1, name: `${MONTHS[today.month - 1]!} ${today.year}` }),
  ).toBeVisible();
  await expect(milan.getByText('Afgekeurd', { exact: true })).toBeVisible();
  await expect(milan.locator('figure').filter({ hasText: reason })).toBeVisible();
  await milan.screenshot({ path: `${SHOTS}/mail-month-link-1280.png` });
  await milan.setViewportSize(PHONE);
  await expect(milan.locator('figure').filter({ hasText: reason })).toBeVisible();
  await expectNoSidewaysScroll(milan);
  await milan.screenshot({ path: `${SHOTS}/mail-month-link-375.png` });
  await professional.close();
  expect(problems).toEqual([]);
});
