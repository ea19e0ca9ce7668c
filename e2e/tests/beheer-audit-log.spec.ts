import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsOnBothWidths } from '../support/axe.js';
import { amsterdamToday, iso, MONTHS } from '../support/dates.js';
import { declareAndSubmit } from '../support/declarations-api.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 13: the administrator's Beheer "Auditlog": a change made in Beheer shows there with who
 * made it and what changed, and the filters on kind, period and person find it (or not).
 */

failOnPageProblems();

// No other journey signs in as Bram or looks at his hours (his hour meter stays hidden), and
// the hours are this run's own, so the entry is ours even with other journeys writing the log.
const PERSON = 'Bram van Leeuwen';
const HOURS = 10_000 + (Date.now() % 90_000);
const ADMINISTRATOR = 'Marieke de Vries';
// A professional no other journey declares for, whose month this run submits and approves.
const DECLARER = { key: 'sem', name: 'Sem van der Linden' };

const today = amsterdamToday();
const pad = (n: number) => String(n).padStart(2, '0');
const todayIso = iso(today.year, today.month, today.day);
const MONTH = `${MONTHS[today.month - 1]!.toLowerCase()} ${today.year}`;
const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
const yesterdayIso = yesterday.toISOString().slice(0, 10);

const beheerMenu = (page: Page) => page.getByRole('navigation', { name: 'Beheer' });

async function openBeheerSection(page: Page, section: string) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Beheer' })
    .click();
  await beheerMenu(page).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

test('the administrator finds their change of a person in the audit log and filters on kind and period', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, 'admin');

  // The change: Bram's hours, saved in Beheer "Mensen".
  await openBeheerSection(page, 'Mensen');
  await page.getByLabel('Zoek in de lijst').fill('Bram');
  const people = page.getByRole('table', { name: 'Mensen' });
  // The list follows the search once typing pauses: wait for it (the head and Bram's row).
  await expect(people.getByRole('row')).toHaveCount(2);
  await people.getByRole('link', { name: PERSON }).click();
  await expect(page.getByRole('heading', { level: 1, name: PERSON })).toBeVisible();
  const personId = /\/portal\/beheer\/mensen\/(\d+)$/.exec(page.url())?.[1];
  expect(personId).toBeTruthy();
  await page.getByLabel('Uren', { exact: true }).fill(String(HOURS));
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible();

  // The log, newest first: when, and a Dutch sentence of who changed whose account, linked,
  // with the hours as "Uren: old → new" (issue 25).
  await beheerMenu(page).getByRole('link', { name: 'Auditlog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
  const log = page.getByRole('list', { name: 'Wijzigingen, nieuwste eerst' });
  const entry = log
    .getByRole('listitem')
    .filter({ hasText: `${ADMINISTRATOR} wijzigde het account van ${PERSON}.` })
    // "wordt" is read out instead of the arrow (a screen reader's text, not shown).
    .filter({ hasText: new RegExp(`Uren: [\\d.]+ → wordt ${HOURS.toLocaleString('nl-NL')}`) });
  await expect(entry).toHaveCount(1);
  await expect(entry.locator('time')).toHaveText(
    new RegExp(`^${pad(today.day)}-${pad(today.month)}-${today.year} \\d{2}:\\d{2}$`),
  );
  await expect(entry.getByRole('link', { name: `het account van ${PERSON}` })).toHaveAttribute(
    'href',
    `/portal/beheer/mensen/${personId}`,
  );
  await expect(log).not.toContainText('"urenmeter"');
  await page.screenshot({ path: test.info().outputPath('auditlog-change.png') });

  // Kind: changes to categories do not include it, changes to people do.
  const kind = page.getByLabel('Soort');
  await expect(kind).toHaveValue('');
  await kind.selectOption({ label: 'Categorieën' });
  await expect(entry).toHaveCount(0);
  await kind.selectOption({ label: 'Mensen' });
  await expect(entry).toHaveCount(1);

  // Period (days, both included): yesterday alone leaves it out, today finds it again.
  await page.getByLabel('Van', { exact: true }).fill(yesterdayIso);
  await page.getByLabel('Tot en met', { exact: true }).fill(yesterdayIso);
  await expect(entry).toHaveCount(0);
  await page.getByLabel('Tot en met', { exact: true }).fill(todayIso);
  await expect(entry).toHaveCount(1);
  await page.getByLabel('Van', { exact: true }).fill(todayIso);
  await expect(entry).toHaveCount(1);

  // Person: found by name, the administrator's own changes still include it.
  await page.getByLabel('Zoek persoon').fill('Marieke');
  const person = page.getByLabel('Gedaan door', { exact: true });
  await expect(person.getByRole('option', { name: ADMINISTRATOR })).toHaveCount(1);
  await person.selectOption({ label: ADMINISTRATOR });
  await expect(person).toHaveValue(/^\d+$/);
  await expect(entry).toHaveCount(1);

  await expectNoSeriousA11yViolationsOnBothWidths(page);
});

test('an approval reads as a Dutch sentence naming whose month it is, filtered by that person, fitting the card at 1280 and 375', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await declareAndSubmit(request, DECLARER.key, 23.45);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, 'admin');

  // The approval, in the review screen of Sem's month.
  await page.goto('/portal/declaraties/beoordelen');
  await page
    .getByRole('link', { name: new RegExp(`Bekijken ${DECLARER.name}`) })
    .first()
    .click();
  // The address changes once the screen's data has come (or its skeleton's grace has passed).
  await expect(page).toHaveURL(/\/portal\/declaraties\/beoordelen\/\d+/);
  const monthId = /\/portal\/declaraties\/beoordelen\/(\d+)/.exec(page.url())?.[1];
  expect(monthId).toBeTruthy();
  await page.getByRole('button', { name: 'Goedkeuren' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Doorgaan' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Declaraties beoordelen' }),
  ).toBeVisible();

  await page.goto('/portal/beheer/auditlog');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
  const log = page.getByRole('list', { name: 'Wijzigingen, nieuwste eerst' });
  const sentence = `${ADMINISTRATOR} keurde de declaraties van ${DECLARER.name} over ${MONTH} goed.`;
  const approval = log.getByRole('listitem').filter({ hasText: sentence });
  await expect(approval).toHaveCount(1);
  await expect(
    approval.getByRole('link', { name: `de declaraties van ${DECLARER.name} over ${MONTH}` }),
  ).toHaveAttribute('href', `/portal/declaraties/beoordelen/${monthId}`);
  // Sem's own submission names no one else: "Sem … diende de declaraties over … in".
  const submission = `${DECLARER.name} diende de declaraties over ${MONTH} in.`;
  await expect(log.getByRole('listitem').filter({ hasText: submission })).toHaveCount(1);

  // By the person it concerns: Sem's entries only, though Sem approved nothing himself.
  await page.getByLabel('Zoek persoon').fill('Sem');
  const subject = page.getByLabel('Betreft', { exact: true });
  await expect(subject.getByRole('option', { name: DECLARER.name })).toHaveCount(1);
  await subject.selectOption({ label: DECLARER.name });
  await expect(approval).toHaveCount(1);
  await expect(log.getByRole('listitem').filter({ hasNotText: DECLARER.name })).toHaveCount(0);
  await expect(log.getByRole('listitem').filter({ hasText: 'Bram van Leeuwen' })).toHaveCount(0);

  // Nothing scrolls sideways in the card, wide or on a phone; the sentence stays whole.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expect(approval).toBeVisible();
    const card = log.locator('xpath=ancestor::section[1]');
    for (const box of [card, log]) {
      const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(clientWidth);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({
      path: test.info().outputPath(`auditlog-${width}.png`),
      fullPage: true,
    });
  }
  await expectNoSeriousA11yViolationsOnBothWidths(page);
});

test('the audit log is the administrator’s only: a beheerder has no Auditlog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromStart(page, 'beheer');
  await openBeheerSection(page, 'Mensen');
  await expect(
    beheerMenu(page).getByRole('link', { name: 'Declaraties', exact: true }),
  ).toBeVisible();
  await expect(beheerMenu(page).getByRole('link', { name: 'Auditlog' })).toHaveCount(0);
  await page.goto('/portal/beheer/auditlog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je hebt geen toegang tot dit onderdeel.' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wijzigingen, nieuwste eerst' })).toHaveCount(0);
});
