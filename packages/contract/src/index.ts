export * from './roles.js';
export * from './errors.js';
export * from './intranet-header.js';
export * from './auth.js';
export * from './profile.js';
export * from './session-name.js';
