import { moodNeedsFollowUp, type Mood } from '@portal/contract';
import { MOOD_OVERVIEW_ROLES } from '@portal/contract/endpoints/mood-overview';
import type { Transaction } from '../../db/client.js';
import type { Notifier } from '../notifications/notify.js';
import { consultantsOf, nameOf } from '../notifications/recipients.js';
import { moodWorryingText } from '../notifications/texts.js';

/**
 * A mood of 3 or 4 (and a change to a worse one, moods/service.ts) tells the professional's
 * consultants in the portal, in the transaction that records the answer. The key names the
 * check-in and the answer: a 3 then a 4 are two events, a 4 recorded twice is one.
 */
export function createMoodNotifications(notifier: Notifier) {
  return {
    async worrying(tx: Transaction, checkin: { postId: number; userId: number; mood: Mood }) {
      if (!moodNeedsFollowUp(checkin.mood)) return;
      await notifier.notify(tx, {
        kind: 'mood_worrying',
        actorId: checkin.userId,
        // Those who can open the overview it links to: an editor who owns a professional
        // cannot, so is not told.
        recipients: await consultantsOf(tx, checkin.userId, MOOD_OVERVIEW_ROLES),
        subject: { kind: 'mood_checkin', id: checkin.postId },
        data: { mood: checkin.mood },
        text: moodWorryingText(await nameOf(tx, checkin.userId), checkin.mood),
        // The consultants' overview, where a follow-up is recorded.
        link: '/portal/stemming',
        eventKey: `mood_worrying:${checkin.postId}:${checkin.mood}`,
      });
    },
  };
}
