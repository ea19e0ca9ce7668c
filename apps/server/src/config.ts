import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { repoRoot } from './paths.js';
import { addressListSchema } from './http/address-list.js';
import { trustProxySchema } from './trust-proxy.js';
import { signInConfigOf, signInEnvShape } from './sign-in-config.js';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const port = z.coerce.number().int().min(1).max(65535);
const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Who may read /metrics when METRICS_ALLOW is not set: this host only. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.1', '::1'];

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, port.default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('data')),
  /** Where uploaded files go: `postgres`, or a folder (default: the data folder's files). */
  FILE_STORE: optionalString,
  EMBEDDED_PG_PORT: z.preprocess(emptyAsUndefined, port.default(54329)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySchema.default(false)),
  METRICS_ALLOW: z.preprocess(emptyAsUndefined, addressListSchema.default(DEFAULT_METRICS_ALLOW)),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PRODUCT_NAME: z.preprocess(emptyAsUndefined, z.string().max(80).default('Intranet')),
  /** The employer's name on documents the portal makes (an assignment's PDF). */
  COMPANY_NAME: z.preprocess(emptyAsUndefined, z.string().max(120).optional()),
  ACCESS_TOKEN_TTL: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(120, 'must be at least 120 seconds (the portal renews 60 s before expiry)')
      .max(86400)
      .default(600),
  ),
  ADMIN_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
        error: 'must be a path starting with / or an http(s) URL',
      })
      .default('/portal/beheer'),
  ),
  // Issue 25 item 16: where "Terug naar de website" goes (the company's public site).
  WEBSITE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
        error: 'must be a path starting with / or an http(s) URL',
      })
      .default('/'),
  ),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  DEMO_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .optional(),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, bool.default(false)),
  SMTP_HOST: optionalString,
  SMTP_PORT: z.preprocess(emptyAsUndefined, port.default(587)),
  SMTP_SECURE: z.preprocess(emptyAsUndefined, bool.default(false)),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.email().default('intranet@localhost')),
  GEO_ADDRESSES: z.preprocess(emptyAsUndefined, z.enum(['offline', 'pdok']).default('offline')),
  GEO_DISTANCE: z.preprocess(emptyAsUndefined, z.enum(['estimate', 'osrm']).default('estimate')),
  PDOK_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://api.pdok.nl/bzk/locatieserver/search/v3_1'),
  ),
  OSRM_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** How often scheduled posts whose time came are published (journeys use a second or two). */
  PUBLISH_INTERVAL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(3600).default(30),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Issue 27: passkeys only for some roles, the company's own account (sign-in-config.ts).
  ...signInEnvShape,
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the boot with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.GEO_DISTANCE === 'osrm' && !values.OSRM_URL) {
    throw new ConfigError('Invalid configuration:\n  OSRM_URL: is required when GEO_DISTANCE=osrm');
  }
  const signIn = signInConfigOf(values);
  if ('problem' in signIn) throw new ConfigError(`Invalid configuration:\n  ${signIn.problem}`);
  const baseDir = env.INIT_CWD ?? repoRoot;
  const dataDir = path.resolve(baseDir, values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    fileStore:
      values.FILE_STORE === 'postgres'
        ? ({ kind: 'postgres' } as const)
        : ({
            kind: 'folder',
            folder: path.resolve(baseDir, values.FILE_STORE ?? path.join(dataDir, 'files')),
          } as const),
    embeddedPgPort: values.EMBEDDED_PG_PORT,
    publicUrl,
    trustProxy: values.TRUST_PROXY,
    metricsAllow: values.METRICS_ALLOW,
    secureCookies: publicUrl.startsWith('https://'),
    productName: values.PRODUCT_NAME,
    companyName: values.COMPANY_NAME ?? values.PRODUCT_NAME,
    accessTokenTtl: values.ACCESS_TOKEN_TTL,
    adminUrl: values.ADMIN_URL,
    websiteUrl: values.WEBSITE_URL,
    jwtSecret: values.JWT_SECRET,
    demoPassword: values.DEMO_PASSWORD,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    seedDemo: values.SEED_DEMO,
    smtp: values.SMTP_HOST
      ? {
          host: values.SMTP_HOST,
          port: values.SMTP_PORT,
          secure: values.SMTP_SECURE,
          user: values.SMTP_USER,
          pass: values.SMTP_PASS,
        }
      : undefined,
    mailFrom: values.MAIL_FROM,
    logLevel: values.LOG_LEVEL,
    publishIntervalMs: values.PUBLISH_INTERVAL_SECONDS * 1000,
    signIn,
    geo: {
      addresses: values.GEO_ADDRESSES,
      distance: values.GEO_DISTANCE,
      pdokUrl: values.PDOK_URL.replace(/\/$/, ''),
      osrmUrl: values.OSRM_URL?.replace(/\/$/, ''),
    },
  };
}
