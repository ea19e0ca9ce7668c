// Stage 4 of the contract's start (see ../contract-first.ts): the content types.
import '@portal/contract/endpoints/content';
