/**
 * Runs the contract's modules (every endpoint's zod schemas, built as they load) on their own,
 * in a task before the app's modules: together they were one task of about 90 ms on a fast
 * machine, four times that on Lighthouse's phone, and the page could not answer input meanwhile
 * (total blocking time, bench/README.md). main.tsx imports this first, then the app.
 */
import '@portal/contract';
