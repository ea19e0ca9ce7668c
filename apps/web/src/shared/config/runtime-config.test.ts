import { describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

function documentWith(meta: string) {
  return new DOMParser().parseFromString(`<html><head>${meta}</head></html>`, 'text/html');
}

describe('readRuntimeConfig', () => {
  it('reads the HTML-escaped JSON the server injects', () => {
    const doc = documentWith(
      `<meta name="portal-config" content='{"productName":"Acme &amp; Zn","adminUrl":"https://acme.test/wp-admin","websiteUrl":"https://www.acme.test/","addressProvider":"offline"}'>`,
    );
    expect(readRuntimeConfig(doc)).toEqual({
      productName: 'Acme & Zn',
      adminUrl: 'https://acme.test/wp-admin',
      websiteUrl: 'https://www.acme.test/',
      addressProvider: 'offline',
      companySignIn: null,
    });
  });

  it('reads the company account’s label when the server has one (issue 27)', () => {
    const doc = documentWith(
      `<meta name="portal-config" content='{"companySignIn":"Inloggen met je Van Dalen-account"}'>`,
    );
    expect(readRuntimeConfig(doc).companySignIn).toBe('Inloggen met je Van Dalen-account');
  });

  it.each([
    ['no tag', ''],
    [
      'empty or unknown fields',
      `<meta name="portal-config" content='{"productName":"","adminUrl":3,"addressProvider":"google"}'>`,
    ],
  ])('falls back to the defaults with %s', (_, meta) => {
    expect(readRuntimeConfig(documentWith(meta))).toEqual({
      productName: 'Intranet',
      adminUrl: '/portal/beheer',
      websiteUrl: '/',
      addressProvider: null,
      companySignIn: null,
    });
  });

  it('falls back to the defaults on broken JSON and says so', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = documentWith(`<meta name="portal-config" content='{"productName":'>`);
    expect(readRuntimeConfig(doc).productName).toBe('Intranet');
    expect(consoleError).toHaveBeenCalledOnce();
  });
});
