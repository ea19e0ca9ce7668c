import { expect, test } from '@playwright/test';

/**
 * Makes every journey of the calling file fail on a CSP refusal or an uncaught error in its
 * page. Call it once at the top of a spec file.
 */
export function failOnPageProblems(): void {
  let problems: string[] = [];
  test.beforeEach(({ page }) => {
    problems = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });
}
