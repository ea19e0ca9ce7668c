import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTES, activeSidebarHref, sidebarItems } from './route-table';

describe('sidebar items', () => {
  it('lists Beoordelen right after Declaraties for a reviewer only', () => {
    const labels = (roles: string[]) =>
      sidebarItems(SIGNED_IN_ROUTES, roles).map((item) => item.label);
    expect(labels(['medewerker']).slice(-3)).toEqual(['Declaraties', 'Beoordelen', 'Profiel']);
    expect(labels(['beheerder'])).toContain('Beoordelen');
    expect(labels(['professional'])).not.toContain('Beoordelen');
    expect(labels(['editor'])).not.toContain('Beoordelen');
  });
});

describe('activeSidebarHref', () => {
  const items = sidebarItems(SIGNED_IN_ROUTES, ['administrator']);

  it.each([
    ['/portal/declaraties', '/portal/declaraties'],
    ['/portal/declaraties/2026/3', '/portal/declaraties'],
    ['/portal/declaraties/beoordelen', '/portal/declaraties/beoordelen'],
    ['/portal/declaraties/beoordelen/41', '/portal/declaraties/beoordelen'],
    ['/portal/nieuws/1003', '/portal/nieuws'],
    ['/portal/nieuwsbrief', null],
    ['/portal/beheer', null],
  ])('marks %s as %s', (pathname, expected) => {
    expect(activeSidebarHref(items, pathname)).toBe(expected);
  });
});
