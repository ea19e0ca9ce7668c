// Zod-free rules and constants: what the web app's first bundle may import without pulling in zod.
export * from './roles.js';
export * from './error-codes.js';
export * from './intranet-header.js';
export * from './session-name.js';
export * from './calendar.js';
export * from './month-status.js';
export * from './money.js';
export * from './content.js';
export * from './mood.js';
export * from './declaration-limits.js';
export * from './declaration-line.js';
export * from './return-trip.js';
export * from './same-line.js';
export * from './set-password.js';
export * from './password.js';
export * from './profile.js';
export * from './assignments.js';
