import type { Colleague } from '@portal/contract';
import { memo } from 'react';
import { fullName, opdrachtgeverLabel } from '@/shared/format/people';
import { Avatar } from '@/shared/ui/avatar';

/** First name, tussenvoegsel and last name; the display name when those are empty. */
export function colleagueName(colleague: Colleague): string {
  const { firstname, tussenvoegsel, lastname } = colleague.acf;
  return fullName(firstname, tussenvoegsel, lastname) || colleague.name;
}

/** A tel: link dials digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const iconClasses = 'mt-0.5 size-4 shrink-0 text-muted';
const linkClasses =
  'flex min-w-0 items-start gap-2 rounded text-sm text-accent hover:text-accent-strong hover:underline';

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={iconClasses}>
      <path d="M3.6 2.5h3l1.5 4-2 1.3a10 10 0 0 0 6.1 6.1l1.3-2 4 1.5v3a1.6 1.6 0 0 1-1.7 1.6A15.4 15.4 0 0 1 2 4.2a1.6 1.6 0 0 1 1.6-1.7Z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={iconClasses}>
      <path d="M2.5 4.5h15a1 1 0 0 1 1 1v.4L10 11 1.5 5.9v-.4a1 1 0 0 1 1-1Zm-1 3.7V14.5a1 1 0 0 0 1 1h15a1 1 0 0 0 1-1V8.2L10 13.3Z" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

/** An address that wraps after its @ in a narrow card, and anywhere only when it must. */
function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <span className="[overflow-wrap:anywhere]">
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </span>
  );
}

/**
 * A "Wie is wie" card (SPEC §2), also the search's "Collega's" results (issue 25 item 14): round picture or empty circle, full name, phone and e-mail
 * links, functie, opdrachtgever(s) and LinkedIn. A field the colleague left empty is left out.
 * Memoised: while scrolling, the rows move but a card already on screen does not render again.
 * A border and no shadow: painting dozens of shadows per frame cost a sixth of the frames when
 * scrolling without a GPU (49 against 58 fps, e2e/tests/colleagues-10k.spec.ts).
 */
export const ColleagueCard = memo(function ColleagueCard({
  colleague,
  picture,
}: {
  colleague: Colleague;
  picture: string | undefined;
}) {
  const { acf } = colleague;
  const name = colleagueName(colleague);
  const clients = acf.opdrachtgevers.map((client) => client.post_title);
  return (
    <article className="flex h-full gap-4 rounded-lg border border-line bg-white p-4">
      <Avatar src={picture} name={name} className="size-16 text-xl" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 flex-1 font-semibold break-words text-ink">{name}</h3>
          {acf.linkedin && (
            <a
              href={acf.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              title={`${acf.firstname || name} bekijken op LinkedIn`}
              aria-label={`${acf.firstname || name} bekijken op LinkedIn`}
              className="-m-1 shrink-0 rounded p-1 text-accent hover:text-accent-strong"
            >
              <LinkedInIcon />
            </a>
          )}
        </div>
        {(acf.functie || clients.length > 0) && (
          <dl className="space-y-0.5 text-sm">
            {acf.functie && (
              <div>
                <dt className="inline text-muted">Functie: </dt>
                <dd className="inline text-ink">{acf.functie.post_title}</dd>
              </div>
            )}
            {clients.length > 0 && (
              <div>
                <dt className="inline text-muted">{opdrachtgeverLabel(clients.length)}: </dt>
                <dd className="inline text-ink">{clients.join(', ')}</dd>
              </div>
            )}
          </dl>
        )}
        {(acf.public_phone || acf.public_email) && (
          <ul className="space-y-1">
            {acf.public_phone && (
              <li>
                <a href={telHref(acf.public_phone)} className={linkClasses}>
                  <PhoneIcon />
                  <span className="truncate">{acf.public_phone}</span>
                </a>
              </li>
            )}
            {acf.public_email && (
              <li>
                <a href={`mailto:${acf.public_email}`} className={linkClasses}>
                  <MailIcon />
                  <EmailText address={acf.public_email} />
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
});
