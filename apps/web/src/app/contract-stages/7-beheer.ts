// Stage 7 of the contract's start (see ../contract-first.ts): the calls of Beheer.
import '@portal/contract/endpoints/people';
import '@portal/contract/endpoints/reference-data';
import '@portal/contract/endpoints/payroll';
import '@portal/contract/endpoints/audit-log';
import '@portal/contract/endpoints/mood-overview';
