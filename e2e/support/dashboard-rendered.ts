/**
 * Polled in the page at every frame (page.waitForFunction with polling 'raf'): performance.now()
 * (ms since the navigation started) once all three dashboard blocks show real content (the
 * logos loaded, the check-in's options or answer, five news items), otherwise false. Shared by
 * the dashboard journey and `npm run bench -- dashboard`, so both measure the same moment.
 */
export function dashboardRenderedAt(): number | false {
  const block = (headingId: string) => document.getElementById(headingId)?.closest('section');
  const logos = Array.from(block('direct-naar-titel')?.querySelectorAll('a img') ?? []);
  const logosShown =
    logos.length > 0 &&
    logos.every((logo) => logo instanceof HTMLImageElement && logo.complete && logo.naturalWidth);
  const mood = block('check-in-titel');
  const moodShown =
    mood?.querySelectorAll('button').length === 4 ||
    Boolean(mood?.textContent?.includes('Je antwoord van deze week'));
  const newsShown = block('laatste-nieuws-titel')?.querySelectorAll('article h3 a').length === 5;
  return logosShown && moodShown && newsShown ? performance.now() : false;
}
