import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { repoRoot } from '../../src/paths.js';

/** loadConfig's error, asserting that it is a ConfigError. */
function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      fileStore: { kind: 'folder', folder: path.join(repoRoot, 'data', 'files') },
      embeddedPgPort: 54329,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      metricsAllow: ['127.0.0.1', '::1'],
      secureCookies: false,
      productName: 'Intranet',
      companyName: 'Intranet',
      accessTokenTtl: 600,
      adminUrl: '/portal/beheer',
      websiteUrl: '/',
      jwtSecret: undefined,
      demoPassword: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      seedDemo: false,
      // Issue 27: no roles that need more than a password, no company account.
      signIn: { strongAuthRoles: [], oidc: undefined },
      smtp: undefined,
      mailFrom: 'intranet@localhost',
      logLevel: 'info',
      publishIntervalMs: 30_000,
      geo: {
        addresses: 'offline',
        distance: 'estimate',
        pdokUrl: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
        osrmUrl: undefined,
      },
    });
  });

  it('requires OSRM_URL when GEO_DISTANCE=osrm', () => {
    expect(() => loadConfig({ GEO_DISTANCE: 'osrm' })).toThrow(/OSRM_URL/);
    expect(
      loadConfig({ GEO_DISTANCE: 'osrm', OSRM_URL: 'http://osrm.local:5000/' }).geo,
    ).toMatchObject({
      distance: 'osrm',
      osrmUrl: 'http://osrm.local:5000',
    });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      ACCESS_TOKEN_TTL: '',
      ADMIN_URL: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      accessTokenTtl: 600,
      adminUrl: '/portal/beheer',
    });
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://portal:geheim@db.example:5433/portal',
      ACCESS_TOKEN_TTL: '900',
      ADMIN_URL: 'https://beheer.example/wp-admin',
      WEBSITE_URL: 'https://www.vandalen.example/',
      PRODUCT_NAME: 'Van Dalen',
      DATA_DIR: '/var/lib/portal',
      PUBLISH_INTERVAL_SECONDS: '2',
    });
    expect(config).toMatchObject({
      publishIntervalMs: 2000,
      port: 8080,
      databaseUrl: 'postgresql://portal:geheim@db.example:5433/portal',
      accessTokenTtl: 900,
      adminUrl: 'https://beheer.example/wp-admin',
      websiteUrl: 'https://www.vandalen.example/',
      productName: 'Van Dalen',
      dataDir: '/var/lib/portal',
      publicUrl: 'http://localhost:8080',
    });
  });

  it('puts the company name on documents, the product name when none is given', () => {
    expect(loadConfig({ PRODUCT_NAME: 'Van Dalen' }).companyName).toBe('Van Dalen');
    expect(
      loadConfig({ PRODUCT_NAME: 'Intranet', COMPANY_NAME: 'Van Dalen Detachering B.V.' }),
    ).toMatchObject({ productName: 'Intranet', companyName: 'Van Dalen Detachering B.V.' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['ACCESS_TOKEN_TTL', '30'],
    ['ACCESS_TOKEN_TTL', 'tien'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_URL', 'beheer'],
    ['WEBSITE_URL', 'www.vandalen.example'],
    ['PUBLIC_URL', 'ftp://intranet.example'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'ja'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example'],
    ['TRUST_PROXY', '0'],
    ['METRICS_ALLOW', 'loopback'],
    ['METRICS_ALLOW', '10.0.0.0/33'],
    ['METRICS_ALLOW', '127.0.0.1,,::1'],
    ['METRICS_ALLOW', 'prometheus.example'],
  ])('throws a ConfigError naming %s for %s', (name, value) => {
    const error = configErrorOf({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^\\s*${name}:`, 'm'));
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', ADMIN_URL: 'beheer' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('ADMIN_URL');
  });

  it('turns on secure cookies for an https PUBLIC_URL and drops its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://intranet.example/' });
    expect(config.publicUrl).toBe('https://intranet.example');
    expect(config.secureCookies).toBe(true);
  });

  it('keeps secure cookies off for an http PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://intranet.local:8080' }).secureCookies).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,loopback', ['10.0.0.0/8', '::1', 'loopback']],
  ])('reads TRUST_PROXY=%s for Fastify', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
  ])('reads METRICS_ALLOW=%s', (value, expected) => {
    expect(loadConfig({ METRICS_ALLOW: value }).metricsAllow).toEqual(expected);
  });

  it('names the entries of METRICS_ALLOW that are not addresses', () => {
    expect(configErrorOf({ METRICS_ALLOW: '::1,prometheus,10.0.0.0/40' }).message).toContain(
      'not: prometheus, 10.0.0.0/40',
    );
  });

  it('reads FILE_STORE: postgres, or a folder (relative to INIT_CWD); by default the data folder', () => {
    expect(loadConfig({ FILE_STORE: 'postgres' }).fileStore).toEqual({ kind: 'postgres' });
    expect(loadConfig({ FILE_STORE: '/mnt/gedeeld/bestanden' }).fileStore).toEqual({
      kind: 'folder',
      folder: '/mnt/gedeeld/bestanden',
    });
    expect(loadConfig({ FILE_STORE: 'gedeeld', INIT_CWD: '/srv/portal' }).fileStore).toEqual({
      kind: 'folder',
      folder: '/srv/portal/gedeeld',
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/portal', FILE_STORE: '' }).fileStore).toEqual({
      kind: 'folder',
      folder: '/var/lib/portal/files',
    });
  });

  it('resolves a relative DATA_DIR against INIT_CWD (where npm was started)', () => {
    expect(loadConfig({ DATA_DIR: 'mijn-data', INIT_CWD: '/srv/portal' }).dataDir).toBe(
      '/srv/portal/mijn-data',
    );
  });
});
