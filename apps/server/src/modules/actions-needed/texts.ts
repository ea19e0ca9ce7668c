import { monthInSentence, quarterLabel } from '@portal/contract';
import type { ActionItem } from '@portal/contract/endpoints/notifications';

/** The Dutch sentences of the dashboard's "Actie nodig", one per item. */

const monthLink = (year: number, month: number) => `/portal/declaraties/${year}/${month}`;

export function rejectedMonth(year: number, month: number, reason: string | null): ActionItem {
  return {
    kind: 'month_rejected',
    text: `Je declaraties van ${monthInSentence(year, month)} zijn afgekeurd. Pas ze aan en dien ze opnieuw in.`,
    detail: reason?.trim() || null,
    link: monthLink(year, month),
  };
}

/** `days`: 0 on the last day lines can be added. */
export function closingMonth(year: number, month: number, days: number): ActionItem {
  const when = days === 0 ? 'vandaag' : days === 1 ? 'morgen' : `over ${days} dagen`;
  return {
    kind: 'month_closing',
    text: `Dien je declaraties van ${monthInSentence(year, month)} in: de maand sluit ${when}.`,
    detail: null,
    link: monthLink(year, month),
  };
}

export function evaluationDue(
  quarter: string,
  assignment: { id: number; title: string },
): ActionItem {
  const title = assignment.title.trim();
  return {
    kind: 'evaluation_due',
    text: `Vul de evaluatie van het ${quarterLabel(quarter)} in voor ${title ? `je opdracht ${title}` : 'je opdracht'}.`,
    detail: null,
    link: `/portal/opdrachten/${assignment.id}`,
  };
}

export function monthsToReview(count: number): ActionItem {
  return {
    kind: 'months_to_review',
    text:
      count === 1
        ? '1 declaratiemaand wacht op je beoordeling.'
        : `${count} declaratiemaanden wachten op je beoordeling.`,
    detail: null,
    link: '/portal/declaraties/beoordelen',
  };
}

export function moodsToFollowUp(count: number): ActionItem {
  return {
    kind: 'moods_to_follow_up',
    text:
      count === 1
        ? '1 zorgelijke stemming is nog niet opgevolgd.'
        : `${count} zorgelijke stemmingen zijn nog niet opgevolgd.`,
    detail: null,
    link: '/portal/stemming',
  };
}
