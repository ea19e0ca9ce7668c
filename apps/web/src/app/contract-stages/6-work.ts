// Stage 6 of the contract's start (see ../contract-first.ts): declarations, assignments,
// colleagues and the other calls of the everyday screens.
import '@portal/contract/endpoints/declarations';
import '@portal/contract/endpoints/declarations-review';
import '@portal/contract/endpoints/receipt-suggestions';
import '@portal/contract/endpoints/geo';
import '@portal/contract/endpoints/assignments';
import '@portal/contract/endpoints/users';
import '@portal/contract/endpoints/mood';
import '@portal/contract/endpoints/media-search';
// The top bar's bell (issue 26): its count, panel, page and Profiel → Meldingen.
import '@portal/contract/endpoints/notifications';
