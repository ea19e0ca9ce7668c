// Factories per entity for the API tests: rows written straight into the test file's
// database, beside the demo company, so a test states the data it needs. How to use them: docs/ARCHITECTURE.md, "Tests".
export * from './declarations.js';
export * from './files.js';
export * from './posts.js';
export * from './users.js';
export * from './assignments.js';
