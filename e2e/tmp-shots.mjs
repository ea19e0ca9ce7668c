import { chromium } from '@playwright/test';
const base = 'http://localhost:3399';
const pw = process.env.PW;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function shoot(who, pages) {
  for (const width of [1280, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 1280 ? 800 : 812 } });
    const page = await ctx.newPage();
    await page.goto(base + '/portal');
    await page.getByLabel('E-mailadres').fill(`${who}@vandalen.example`);
    await page.getByLabel('Wachtwoord').fill(pw);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/dashboard/);
    for (const [name, path] of pages) {
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await shoot('admin', [['mensen','/portal/beheer/mensen'],['persoon','/portal/beheer/mensen/nieuw'],['salaris','/portal/beheer/salarisexport'],['audit','/portal/beheer/auditlog'],['stemming','/portal/beheer/stemming'],['functies','/portal/beheer/functies'],['kmtarief','/portal/beheer/kilometervergoeding'],['decltypes','/portal/beheer/declaratiesoorten']]);
await browser.close();
