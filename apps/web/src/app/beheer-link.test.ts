import { describe, expect, it } from 'vitest';
import { beheerLink } from './beheer-link';

describe('beheerLink', () => {
  it.each([
    [
      'https://intranet.test/wp-admin',
      'abc',
      { href: 'https://intranet.test/wp-admin?token=abc', inApp: false },
    ],
    [
      'https://intranet.test/beheer?tab=2#x',
      'abc',
      { href: 'https://intranet.test/beheer?tab=2&token=abc#x', inApp: false },
    ],
    [
      'HTTP://intranet.test/',
      'a.b-c_d',
      { href: 'http://intranet.test/?token=a.b-c_d', inApp: false },
    ],
    ['/portal/beheer', 'abc', { href: '/portal/beheer', inApp: true }],
    ['/wp-admin/', 'abc', { href: '/wp-admin/', inApp: false }],
  ])('%s', (adminUrl, token, expected) => {
    expect(beheerLink(adminUrl, token)).toEqual(expected);
  });
});
