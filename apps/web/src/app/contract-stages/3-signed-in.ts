// Stage 3 of the contract's start (see ../contract-first.ts): what every signed-in page calls.
import '@portal/contract/endpoints/auth';
import '@portal/contract/endpoints/profile';
import '@portal/contract/endpoints/options';
import '@portal/contract/endpoints/files';
// Issue 27: the passkey sign-in and Profiel → Account's passkeys, "Wachtwoord vergeten?".
import '@portal/contract/endpoints/passkeys';
import '@portal/contract/endpoints/password-reset';
