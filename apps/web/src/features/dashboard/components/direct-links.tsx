import type { DirectLink } from '@portal/contract';
import { Link } from 'react-router';
import { useIntranetOptions } from '@/shared/content/get-intranet-options';
import { useSession } from '@/shared/session/session-context';
import { Card } from '@/shared/ui/card';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { quickLinkFits } from '../model';

/** SPEC §9: three skeleton tiles while the links load. */
const SKELETON_COUNT = 3;

const NO_ROLES: readonly string[] = [];

const tileClasses =
  'flex h-full flex-col items-center justify-center gap-2 rounded-md border border-line bg-white p-2 text-center transition-colors hover:border-accent hover:bg-accent-soft sm:p-3';

const gridClasses = 'grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 xl:grid-cols-7';

/** A link into the portal itself stays in the app; anything else is a plain link. */
const isPortalPath = (url: string) => url === '/portal' || url.startsWith('/portal/');

function DirectLinkTile({ link, logo }: DirectLink) {
  const newTab = link.target === '_blank';
  // The alt names the link; the caption repeats the title for sighted users only, and the
  // alt ("Logo Loket.nl") still contains what they read.
  const image = (
    <>
      <img
        src={logo.url}
        alt={logo.alt || link.title}
        className="h-10 w-full object-contain sm:h-12"
        decoding="async"
      />
      <span aria-hidden="true" className="w-full truncate text-xs font-medium text-muted">
        {link.title}
      </span>
    </>
  );
  if (!newTab && isPortalPath(link.url)) {
    return (
      <Link to={link.url} className={tileClasses}>
        {image}
      </Link>
    );
  }
  return (
    <a
      href={link.url}
      target={link.target || undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      className={tileClasses}
    >
      {image}
      {newTab && <span className="sr-only"> (opent in een nieuw tabblad)</span>}
    </a>
  );
}

/** "Direct naar": the company's quick links as logos (site option direct_links). */
export function DirectLinks() {
  const options = useIntranetOptions();
  const roles = useSession((state) => state.user?.roles) ?? NO_ROLES;
  const links = (options.data?.acf.direct_links ?? []).filter((item) =>
    quickLinkFits(item.link.url, roles),
  );

  return (
    <Card aria-labelledby="direct-naar-titel" className="space-y-4">
      <h2 id="direct-naar-titel" className="text-lg font-semibold text-ink">
        Direct naar
      </h2>
      {options.isPending ? (
        <div role="status" className={gridClasses}>
          <span className="sr-only">Snelkoppelingen laden...</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <div key={index} data-testid="link-skeleton">
              <Skeleton className="h-18 sm:h-22" />
            </div>
          ))}
        </div>
      ) : options.isError ? (
        // Issue 25 item 10: a failed load says so, with a retry (SPEC §8 only logs it).
        <RetryNotice query={options}>De snelkoppelingen konden niet worden geladen.</RetryNotice>
      ) : links.length > 0 ? (
        <ul className={gridClasses}>
          {links.map((item, index) => (
            <li key={`${item.link.url}-${index}`}>
              <DirectLinkTile {...item} />
            </li>
          ))}
        </ul>
      ) : (
        options.isSuccess && <p className="text-sm text-muted">Er zijn nog geen snelkoppelingen.</p>
      )}
    </Card>
  );
}
