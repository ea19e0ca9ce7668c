/**
 * zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * trying it once. Under the portal's CSP (script-src 'self', no 'unsafe-eval') that probe is a
 * CSP violation in the console and in Lighthouse's best practices, although zod catches it.
 * zod reads this global setting (its own `z.config({ jitless: true })`) when it loads and when
 * each object schema is made, so this module must be evaluated before zod: it is main.tsx's
 * first import, and it imports nothing, so zod stays out of the entry.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
