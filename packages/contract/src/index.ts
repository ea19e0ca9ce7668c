export * from './rules/index.js';
export * from './roles.js';
export * from './errors.js';
export * from './auth.js';
export * from './profile.js';
export * from './declarations.js';
export * from './content.js';
export * from './wp-query.js';
