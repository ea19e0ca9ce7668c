import { MONTH_BADGE_LABELS, monthStatusLabel, type MonthBadge } from '@portal/contract/rules';
import { Badge, type BadgeTone } from '@/shared/ui/badge';

const BADGE_TONES: Record<MonthBadge, BadgeTone> = {
  pending: 'neutral',
  new: 'info',
  sent: 'info',
  nieuw: 'info',
  approved: 'success',
  rejected: 'danger',
  closed: 'muted',
  // Nothing declared: neither good nor bad news (issue 25).
  none: 'muted',
};

/** SPEC §4 "Month badge on the overview". */
export function MonthBadgeView({ badge, id }: { badge: MonthBadge; id?: string }) {
  return (
    <Badge tone={BADGE_TONES[badge]} id={id}>
      {MONTH_BADGE_LABELS[badge]}
    </Badge>
  );
}

/** SPEC §4 "Month submission status": Verzonden, Verwerkt, Afgekeurd, or the raw value. */
export function MonthStatusBadge({ status }: { status: string }) {
  const tone = status in BADGE_TONES ? BADGE_TONES[status as MonthBadge] : 'neutral';
  return <Badge tone={tone}>{monthStatusLabel(status)}</Badge>;
}
