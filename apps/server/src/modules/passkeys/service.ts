import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Passkey } from '@portal/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_CHALLENGE_MINUTES, PASSKEY_CODES, PASSKEY_MESSAGES } from '@portal/contract/rules';
import { JwtHttpError, WpHttpError } from '../../http/errors.js';
import { recordAudit } from '../audit/repository.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { AuthService } from '../auth/service.js';
import { loginRefused } from '../auth/too-many-attempts.js';
import type { Mailer } from '../mail/mailer.js';
import type { ChallengePurpose, Challenges } from './challenges.js';
import { passkeyChangedMail } from './mail.js';
import type { PasskeyRepository, PasskeyTransaction } from './repository.js';

type RegistrationInfo = NonNullable<
  Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo']
>;

const refusedSignIn = () => new JwtHttpError(400, PASSKEY_CODES.refused, PASSKEY_MESSAGES.refused);
const refusedAdd = () => new WpHttpError(400, PASSKEY_CODES.refused, PASSKEY_MESSAGES.addRefused);

const present = (row: {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): Passkey => ({
  id: row.id,
  name: row.name,
  created: row.createdAt.toISOString(),
  last_used: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys (issue 27 item 2, docs/sign-in.md), with @simplewebauthn/server: the relying party
 * is PUBLIC_URL's host, the origin PUBLIC_URL's; user verification is required, challenges
 * work once and for PASSKEY_CHALLENGE_MINUTES, the signature counter may never go back. A sign-in
 * ends in the same session as a password's (auth service). Adding or removing one is in the
 * audit log and mailed to the person, in the transaction that makes the change.
 */
export function createPasskeyService(deps: {
  repo: PasskeyRepository;
  challenges: Challenges;
  auth: AuthService;
  throttle: LoginThrottle;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  signingKey: string;
}) {
  const { repo, challenges, throttle } = deps;
  const { origin, hostname: rpID } = new URL(deps.publicUrl);
  // A user's handle in their authenticators: stable, and not their id in our database.
  const handleKey = createHmac('sha256', deps.signingKey).update('portal-webauthn-user').digest();
  const userHandle = (userId: number) =>
    createHmac('sha256', handleKey).update(String(userId)).digest().subarray(0, 16);
  const timeout = PASSKEY_CHALLENGE_MINUTES * 60_000;

  /** The library's check of the challenge it got back: ours, live, for this, and unused. */
  const challengeFor = (purpose: ChallengePurpose, userId: number) => async (returned: string) => {
    const claims = challenges.read(returned);
    if (!claims || claims.purpose !== purpose || claims.userId !== userId) return false;
    return repo.useChallenge(claims.nonce, claims.expiresAt);
  };

  async function registrationOptions(userId: number, purpose: 'register' | 'enroll') {
    const person = await repo.personOf(userId);
    if (!person) throw new WpHttpError(401, 'rest_not_logged_in', 'Je bent niet ingelogd.');
    const existing = await repo.credentialsOf(userId);
    return generateRegistrationOptions({
      rpName: deps.productName,
      rpID,
      userName: person.email,
      userDisplayName: person.displayName,
      userID: userHandle(userId),
      challenge: challenges.make(purpose, userId),
      timeout,
      attestationType: 'none',
      excludeCredentials: existing.map((credential) => ({
        id: credential.id,
        transports: credential.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  }

  async function verifyRegistration(
    userId: number,
    purpose: 'register' | 'enroll',
    response: RegistrationResponseJSON,
  ): Promise<RegistrationInfo> {
    try {
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challengeFor(purpose, userId),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
      if (verification.verified) return verification.registrationInfo;
    } catch {
      // A malformed or forged answer: refused like one that does not verify.
    }
    throw refusedAdd();
  }

  /** Stores a verified passkey, its audit row and its mail, at once (in `before` first). */
  async function store(
    userId: number,
    actorId: number,
    name: string,
    info: RegistrationInfo,
    before?: (tx: PasskeyTransaction) => Promise<void>,
  ): Promise<Passkey> {
    const person = (await repo.personOf(userId))!;
    return deps.mailer.transaction(async (tx) => {
      await before?.(tx);
      const row = await repo.insert(tx, {
        userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name,
      });
      // Registered already (excludeCredentials asks the browser not to; a script may still).
      if (!row) throw refusedAdd();
      await recordAudit(tx, {
        actorId,
        action: 'user.passkey_added',
        entityKind: 'user',
        entityId: userId,
        before: null,
        after: { passkey: name },
      });
      const mail = passkeyChangedMail({
        person,
        productName: deps.productName,
        name,
        change: 'added',
      });
      return { result: present(row), mails: [mail] };
    });
  }

  return {
    list: async (userId: number) => (await repo.listOf(userId)).map(present),

    registrationOptions: (userId: number) => registrationOptions(userId, 'register'),

    async add(userId: number, name: string, response: RegistrationResponseJSON) {
      const info = await verifyRegistration(userId, 'register', response);
      return store(userId, userId, name, info);
    },

    async remove(userId: number, id: number) {
      const person = (await repo.personOf(userId))!;
      return deps.mailer.transaction(async (tx) => {
        const removed = await repo.deleteOwn(tx, userId, id);
        if (!removed) {
          throw new WpHttpError(404, PASSKEY_CODES.notFound, PASSKEY_MESSAGES.notFound);
        }
        await recordAudit(tx, {
          actorId: userId,
          action: 'user.passkey_removed',
          entityKind: 'user',
          entityId: userId,
          before: { passkey: removed.name },
          after: null,
        });
        const mail = passkeyChangedMail({
          person,
          productName: deps.productName,
          name: removed.name,
          change: 'removed',
        });
        return { result: { deleted: true as const, id: removed.id }, mails: [mail] };
      });
    },

    /** Sign-in options: no credentials listed, the browser offers this site's passkeys. */
    signInOptions: () =>
      generateAuthenticationOptions({
        rpID,
        challenge: challenges.make('sign-in', 0),
        timeout,
        userVerification: 'required',
      }),

    /**
     * A passkey's answer: verified against the stored key and counter, then a session as after
     * a password. Refused answers count against the sign-in limits of that credential and the
     * caller's address (login-throttle.ts), as wrong passwords do.
     */
    async signIn(response: AuthenticationResponseJSON, device: string, ip: string) {
      const account = `passkey:${response.id}`;
      const wait = await throttle.retryAfter(account, ip);
      if (wait > 0) throw loginRefused(wait);
      const refuse = async () => {
        await throttle.recordFailure(account, ip);
        return refusedSignIn();
      };
      const passkey = await repo.byCredentialId(response.id);
      if (!passkey) throw await refuse();
      const handle = response.response.userHandle;
      if (handle !== undefined) {
        const given = Buffer.from(handle, 'base64url');
        const own = userHandle(passkey.userId);
        if (given.length !== own.length || !timingSafeEqual(given, own)) throw await refuse();
      }
      let newCounter: number;
      try {
        const verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challengeFor('sign-in', 0),
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports as AuthenticatorTransportFuture[],
          },
          requireUserVerification: true,
        });
        if (!verification.verified) throw await refuse();
        newCounter = verification.authenticationInfo.newCounter;
      } catch (error) {
        if (error instanceof JwtHttpError) throw error;
        // A counter that went back (a cloned authenticator), a bad signature, a used challenge.
        throw await refuse();
      }
      await repo.markUsed(passkey.id, newCounter);
      await throttle.recordSuccess(account, ip);
      return deps.auth.startSessionOf(passkey.userId, device);
    },

    /** Through a mailed link (STRONG_AUTH_ROLES): for its holder, then the link is used up. */
    enrollmentOptions: (userId: number) => registrationOptions(userId, 'enroll'),

    async enroll(
      userId: number,
      name: string,
      response: RegistrationResponseJSON,
      useLink: (tx: PasskeyTransaction) => Promise<void>,
    ) {
      const info = await verifyRegistration(userId, 'enroll', response);
      return store(userId, userId, name, info, useLink);
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;

type AuthenticatorTransportFuture = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number];
