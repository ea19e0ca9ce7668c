import { expect, type Locator, type Page } from '@playwright/test';

/** The element is wholly inside the window as it is now, without scrolling. */
export async function expectInView(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const size = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
}

/**
 * Nothing in it is cut off: no ellipsis or line clamp on it or its inline parents, and its
 * first block-level box (an inline span has no width of its own) holds all of its text.
 */
export async function expectShownInFull(element: Locator): Promise<void> {
  const cut = await element.evaluate((start) => {
    let node: Element | null = start;
    let ellipsis = false;
    let clamped = false;
    while (node) {
      const style = getComputedStyle(node);
      ellipsis ||= style.textOverflow === 'ellipsis';
      clamped ||= !['none', ''].includes(style.webkitLineClamp);
      if (style.display !== 'inline') break;
      node = node.parentElement;
    }
    const box = node as HTMLElement;
    const overflows =
      box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    return { ellipsis, clamped, overflows };
  });
  expect(cut).toEqual({ ellipsis: false, clamped: false, overflows: false });
}

/** The page does not scroll sideways at the window's width: nothing sticks out at the right. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}
