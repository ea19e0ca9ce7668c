import type { UserProfileResponse } from '@portal/contract';
import { useId } from 'react';
import { opdrachtgeverLabel } from '@/shared/format/people';
import { Card } from '@/shared/ui/card';

/** "Werk" (SPEC §2): what the organisation keeps about the user's work, read-only. */
export function WorkSection({ profile }: { profile: UserProfileResponse['profile'] }) {
  const id = useId();
  const clients = profile.opdrachtgevers.map((item) => item.post_title);
  const rows: Array<[string, string]> = [
    ['Functie', profile.functie?.post_title || 'Geen functie'],
    ['Dienstverband', profile.dienstverband?.post_title || 'Geen dienstverband'],
    [opdrachtgeverLabel(clients.length), clients.join(', ') || 'Geen opdrachtgever'],
  ];
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Werk
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-medium text-muted">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
