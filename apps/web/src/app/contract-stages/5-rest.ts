// Stage 5 of the contract's start (see ../contract-first.ts): everything else.
import '@portal/contract';
