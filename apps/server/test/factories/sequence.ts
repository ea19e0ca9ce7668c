import { randomBytes } from 'node:crypto';

// The counter starts again in every test file; the random part keeps names apart should two
// files ever share a database (TEST_DATABASE_URL is one server, but each file gets its own).
const run = randomBytes(3).toString('hex');
let counter = 0;

/** A name part that no other factory call has used. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${run}-${counter}`;
}
