// Stage 2 of the contract's start (see ../contract-first.ts): the rules and the shared schemas.
import '@portal/contract/rules';
import '@portal/contract/endpoints/define';
