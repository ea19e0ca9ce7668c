import { NOTIFICATION_KINDS } from '@portal/contract/endpoints/notifications';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { loginPath } from '@/shared/session/login-path';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { PublicScreen } from '@/shared/ui/public-screen';
import { readUnsubscribeLink, useUnsubscribe } from '../api/unsubscribe';

export const INVALID_LINK =
  'Deze link om je af te melden is niet geldig. Misschien is hij niet helemaal overgenomen.';
export const UNSUBSCRIBE_FAILED = 'Afmelden is nu niet gelukt. Probeer het later opnieuw.';

/** Where "Log in" leads: the profile, whose "Meldingen" sets every kind. */
const PROFILE_LOGIN = loginPath({ redirect: '/portal/profiel' });

/**
 * /portal/meldingen/uitschrijven?u=&k=&t= (issue 26): the link in every notification mail. No
 * sign-in needed: it names the link's kind of e-mail and turns it off on "Afmelden" (not on
 * opening: mail scanners open links), then says so, or that the link is not valid, with the way
 * to sign in and change more.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const link = useMemo(() => readUnsubscribeLink(params), [params]);
  const unsubscribe = useUnsubscribe();
  const result = useRef<HTMLDivElement>(null);
  const answered = link === null || unsubscribe.isSuccess || unsubscribe.isError;

  useEffect(() => {
    if (answered) result.current?.focus();
  }, [answered]);

  // 400: the signature does not match (or the link's values are not ours).
  const invalid =
    link === null || (isApiError(unsubscribe.error) && unsubscribe.error.status === 400);
  let notice: { tone: 'success' | 'error'; text: string } | null = null;
  if (unsubscribe.data) {
    notice = {
      tone: 'success',
      text: `Je krijgt geen e-mail meer over “${NOTIFICATION_KINDS[unsubscribe.data.kind]}”. In het portaal zie je deze meldingen nog wel.`,
    };
  } else if (invalid || unsubscribe.error) {
    notice = { tone: 'error', text: invalid ? INVALID_LINK : UNSUBSCRIBE_FAILED };
  }

  return (
    <PublicScreen title="Afmelden voor e-mail">
      <div ref={result} tabIndex={-1} className="space-y-4 outline-none">
        {notice ? (
          <Notice tone={notice.tone}>{notice.text}</Notice>
        ) : (
          <p className="text-sm text-ink">
            Wil je geen e-mail meer over “{NOTIFICATION_KINDS[link!.k]}”? In het portaal zie je deze
            meldingen nog wel.
          </p>
        )}
        {!invalid && !unsubscribe.isSuccess && (
          <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(link)}>
            {unsubscribe.isPending ? 'Bezig met afmelden...' : 'Afmelden'}
          </Button>
        )}
        <p className="text-sm text-ink">
          Wil je meer wijzigen? Kies per soort melding bij Profiel → Meldingen.
        </p>
        <p>
          <a href={PROFILE_LOGIN} className="font-semibold text-accent underline">
            Inloggen om meer te wijzigen
          </a>
        </p>
      </div>
    </PublicScreen>
  );
}
