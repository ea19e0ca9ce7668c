import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { amsterdamToday, MONTHS } from '../support/dates.js';
import { declareAndSubmit, tokenOf } from '../support/declarations-api.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { signInFromStart } from '../support/session.js';

/**
 * Issue 25 item 6 (withdraw a submitted month; change this week's mood) and item 9 (an approval
 * shows in Salarisexport at once). People no other journey declares for or answers as.
 */
failOnPageProblems();

const today = amsterdamToday();
const monthPath = `/portal/declaraties/${today.year}/${today.month}`;
const monthName = `${MONTHS[today.month - 1]!.toLowerCase()} ${today.year}`;
const SHOTS = '/tmp/shots-4';

async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways, `${name} scrolls sideways at ${width}`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner withdraws a submitted month nobody opened; once a reviewer opened it, not', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await declareAndSubmit(request, 'sophie', 23.45);
  await signInFromStart(page, 'sophie');
  await page.goto(monthPath);
  await expect(page.getByText('Verzonden').first()).toBeVisible();
  const withdraw = page.getByRole('button', { name: 'Intrekken' });
  await expect(withdraw).toBeVisible();
  await shots(page, 'month-withdrawable');

  await withdraw.click();
  const dialog = page.getByRole('alertdialog', {
    name: `Wil je je declaratie van ${monthName} intrekken?`,
  });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'month-withdraw-dialog');
  await dialog.getByRole('button', { name: 'Intrekken' }).click();

  await expect(page.getByText('Declaratie ingetrokken')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Intrekken' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Declaratie indienen' })).toBeVisible();

  // Sent again; Ruben (her consultant) opens it in the review screen: no withdrawing then.
  await page.getByRole('button', { name: 'Declaratie indienen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByText('Declaratie succesvol ingediend')).toBeVisible();
  const ruben = { authorization: `Bearer ${await tokenOf(request, 'ruben')}` };
  const queue = (await (
    await request.get('/wp-json/custom/v1/declarations/review?status=sent', { headers: ruben })
  ).json()) as { months: Array<{ id: number; user: { name: string }; month: number }> };
  const sophie = queue.months.find(
    (m) => m.user.name.includes('Sophie') && m.month === today.month,
  )!;
  const opened = await request.get(`/wp-json/custom/v1/declarations/review/${sophie.id}`, {
    headers: ruben,
  });
  expect(opened.status()).toBe(200);
  const history = ((await opened.json()) as { history: Array<{ to: string }> }).history;
  expect(history.map((entry) => entry.to)).toEqual(['sent', 'withdrawn', 'sent']);

  await page.goto(monthPath);
  await expect(page.getByText('Verzonden').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Intrekken' })).toHaveCount(0);
});

test('this week’s mood answer can be changed the same week', async ({ page }) => {
  // Sem answers in the dashboard journey; Thijs answers nowhere else.
  await signInFromStart(page, 'thijs');
  const card = page.getByRole('region', { name: 'Mijn opdracht ervaar ik zo...' });
  await card.getByRole('button', { name: 'Ik ben tevreden' }).click();
  await expect(card.getByText('Je antwoord van deze week:')).toContainText('Ik ben tevreden');

  await card.getByRole('button', { name: 'Antwoord wijzigen' }).click();
  await expect(card.getByRole('button', { name: 'Ik ben tevreden' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mood-changing');
  await card.getByRole('button', { name: 'Ik heb het erg naar mijn zin' }).click();
  await expect(card.getByText('Je antwoord van deze week:')).toContainText(
    'Ik heb het erg naar mijn zin',
  );
  await shots(page, 'mood-changed');

  // After a reload the changed answer is the week's one answer.
  await page.reload();
  await expect(card.getByText('Je antwoord van deze week:')).toContainText(
    'Ik heb het erg naar mijn zin',
  );
});

async function choosePeriod(page: Page) {
  const value = String(today.month);
  for (const label of ['Tot en met', 'Van']) {
    const group = page.getByRole('group', { name: label });
    await group.getByRole('combobox', { name: 'Maand' }).selectOption(value);
    await group.getByRole('combobox', { name: 'Jaar' }).selectOption(String(today.year));
  }
}

async function openSalarisexport(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Beheer' })
    .click();
  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: 'Salarisexport', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salarisexport' })).toBeVisible();
  await choosePeriod(page);
}

test('an approval in the review queue is in Salarisexport at once', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Anna's month is otherwise only the form journey's, which runs before and saves nothing.
  await declareAndSubmit(request, 'anna', 31.5);
  await signInFromStart(page, 'admin');

  // The export's preview of this month, read before the approval.
  await openSalarisexport(page);
  await expect(page.getByText('Anna Willems')).toHaveCount(0);

  await page.goto('/portal/declaraties/beoordelen');
  await page
    .getByRole('link', { name: /Bekijken.*Anna Willems/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Goedkeuren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Doorgaan' }).click();
  await expect(
    page.getByText(`Declaratie van Anna Willems over ${monthName} goedgekeurd`),
  ).toBeVisible();

  // Within the old preview's 30 s: the month is listed, not "nothing to export".
  await openSalarisexport(page);
  await expect(
    page.getByRole('table', { name: 'Maanden in de export' }).getByText('Anna Willems'),
  ).toBeVisible();
  await shots(page, 'payroll-after-approval');
});
