// Zod-free rules and constants: what the web app's first bundle may import without pulling in zod.
export * from './roles.js';
export * from './error-codes.js';
export * from './intranet-header.js';
export * from './session-name.js';
