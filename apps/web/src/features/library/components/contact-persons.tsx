import { useIntranetOptions } from '@/shared/content/get-intranet-options';
import { Card } from '@/shared/ui/card';
import { linkClasses } from '@/shared/ui/new-tab-link';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { telHref } from '../model';

/** Who to call when the library lacks something (site option contactpersonen). */
export function ContactPersons() {
  const options = useIntranetOptions();
  const contacts = options.data?.acf.contactpersonen ?? [];

  return (
    <Card aria-labelledby="contact-titel" className="space-y-3">
      <h2 id="contact-titel" className="text-lg font-semibold text-ink">
        Hulp nodig?
      </h2>
      <p className="text-ink">
        Zoek je iets wat je niet kan vinden in het overzicht? Neem contact op met:
      </p>
      {options.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Contactpersonen laden...</span>
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-5 w-56 max-w-full" />
        </div>
      ) : options.isError ? (
        <RetryNotice query={options}>De contactpersonen konden niet worden geladen.</RetryNotice>
      ) : (
        contacts.length > 0 && (
          <ul className="space-y-1">
            {contacts.map((contact, index) => (
              <li key={`${contact.naam}-${index}`} className="flex flex-wrap gap-x-2">
                <span className="font-medium text-ink">{contact.naam}</span>
                <a href={telHref(contact.telefoonnummer)} className={linkClasses}>
                  {contact.telefoonnummer}
                </a>
              </li>
            ))}
          </ul>
        )
      )}
    </Card>
  );
}
