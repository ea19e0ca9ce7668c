import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirectTarget } from './model';

describe('safeRedirectTarget', () => {
  it.each([
    ['/portal/nieuws', '/portal/nieuws'],
    ['/portal/declaraties/2026/3?tab=1#regels', '/portal/declaraties/2026/3?tab=1#regels'],
    ['/portal/../admin', null],
    ['/portal', null],
    ['/elders', null],
    ['//evil.test/portal/x', null],
    ['/portal/\\evil.test', null],
    ['https://evil.test/portal/x', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it('falls back to the dashboard', () => {
    expect(afterLoginPath('https://evil.test')).toBe('/portal/dashboard');
    expect(afterLoginPath('/portal/profiel')).toBe('/portal/profiel');
  });
});
