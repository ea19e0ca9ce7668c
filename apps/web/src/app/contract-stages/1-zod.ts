// Stage 1 of the contract's start (see ../contract-first.ts): zod itself.
import 'zod';
