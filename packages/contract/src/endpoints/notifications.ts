import { z } from 'zod';
import {
  defineEndpoint,
  INVALID_INPUT_ERROR,
  SIGNED_IN_ERRORS,
  type EndpointError,
} from './define.js';

/**
 * Issue 26: notifications in the portal and by e-mail. docs/notifications.md says who gets
 * which, when one is done, and how they travel (one transaction with the change, a stream fed
 * by LISTEN/NOTIFY, mails through the job queue).
 */

/**
 * Every kind of notification with its Dutch name in Profiel → Meldingen. The order is the
 * settings screen's.
 */
export const NOTIFICATION_KINDS = {
  declaration_submitted: 'Een declaratiemaand wacht op je beoordeling',
  declaration_withdrawn: 'Een ingediende maand is ingetrokken',
  declaration_approved: 'Je declaraties zijn goedgekeurd',
  declaration_rejected: 'Je declaraties zijn afgekeurd',
  declaration_commented: 'Een opmerking bij je declaraties',
  month_closing: 'Je maand sluit bijna en is nog niet ingediend',
  assignment_created: 'Een nieuwe opdracht voor jou',
  evaluation_saved: 'Een evaluatie van je professional',
  evaluation_due: 'De kwartaalevaluatie is aan de beurt',
  mood_worrying: 'Een zorgelijke stemming van je professional',
  news_published: 'Nieuws',
  payroll_export_ready: 'Je salarisexport is klaar',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];

/** How a kind reaches someone by e-mail; in the portal it always does. */
export const NOTIFICATION_MAIL_MODES = {
  direct: 'Direct',
  digest: 'Dagelijks overzicht',
  off: 'Uit',
} as const;
export type NotificationMailMode = keyof typeof NOTIFICATION_MAIL_MODES;
const mailModes = Object.keys(NOTIFICATION_MAIL_MODES) as [
  NotificationMailMode,
  ...NotificationMailMode[],
];

/** A kind's e-mail when its user never chose: news only on request, the rest at once. */
export const DEFAULT_MAIL_MODE: Record<NotificationKind, NotificationMailMode> = {
  declaration_submitted: 'direct',
  declaration_withdrawn: 'direct',
  declaration_approved: 'direct',
  declaration_rejected: 'direct',
  declaration_commented: 'direct',
  month_closing: 'direct',
  assignment_created: 'direct',
  evaluation_saved: 'direct',
  evaluation_due: 'direct',
  mood_worrying: 'direct',
  news_published: 'off',
  payroll_export_ready: 'direct',
};

export const NOTIFICATIONS_PER_PAGE_MAX = 50;

export const notificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(NOTIFICATIONS_PER_PAGE_MAX).default(10),
  /** `1`: only the unread ones. */
  unread: z.enum(['0', '1']).optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  /** When it was made: ISO 8601 with offset. */
  created: z.string(),
  read: z.boolean(),
  /** The thing it is about is dealt with (the month was approved meanwhile, ...). */
  done: z.boolean(),
  /** One Dutch sentence: what happened and who did it. */
  text: z.string(),
  /** The portal path of the thing (`/portal/...`). */
  link: z.string(),
  /** Who caused it; null for the system (a reminder) or an account that is gone. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const markNotificationsReadSchema = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);

export const notificationPreferencesSchema = z.strictObject({
  // Some kinds or all: a partial record.
  kinds: z.partialRecord(z.enum(notificationKinds), z.enum(mailModes)),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Every kind with its mode, what GET answers (a kind never chosen has its default). */
export const notificationPreferencesAnswerSchema = z.object({
  // zod 4: a record keyed by an enum has every key.
  kinds: z.record(z.enum(notificationKinds), z.enum(mailModes)),
});

export const unsubscribeQuerySchema = z.strictObject({
  /** The user id, the kind and the signature the mail's link carries. */
  u: z.coerce.number().int().positive(),
  k: z.enum(notificationKinds),
  t: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

const BASE = '/wp-json/intranet/v1';
const tag = 'Meldingen';
const LIST_HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'X-Unread-Count'] as const;

export const listNotifications = defineEndpoint({
  id: 'listNotifications',
  method: 'GET',
  path: `${BASE}/notifications`,
  summary: 'The signed-in user’s notifications, newest first',
  description:
    'X-WP-Total and X-WP-TotalPages count the (filtered) list, X-Unread-Count the unread ones. ' +
    'A notification about something the user may no longer see is left out. A page past the ' +
    'last answers an empty list.',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own notifications.' },
  query: notificationListQuerySchema,
  success: { status: 200, schema: z.array(notificationSchema), headers: LIST_HEADERS },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR],
});

export const unreadNotificationCount = defineEndpoint({
  id: 'unreadNotificationCount',
  method: 'GET',
  path: `${BASE}/notifications/unread-count`,
  summary: 'The number of unread notifications: what the bell shows on every page',
  description:
    'The same number as the list’s X-Unread-Count, without a list: one index-only count. ' +
    'Notifications about something the user may no longer see are not counted (they are ' +
    'marked read when the rule or relation that showed them changes).',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own notifications.' },
  success: { status: 200, schema: z.object({ unread: z.number().int() }) },
  errors: [...SIGNED_IN_ERRORS],
});

export const markNotificationsRead = defineEndpoint({
  id: 'markNotificationsRead',
  method: 'POST',
  path: `${BASE}/notifications/read`,
  summary: 'Marks notifications read: the given ids, or all',
  description: 'Ids of someone else’s notifications are ignored. Answers the unread count after.',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own notifications.' },
  body: markNotificationsReadSchema,
  success: {
    status: 200,
    schema: z.object({ success: z.literal(true), unread: z.number().int() }),
  },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR],
});

export const notificationStream = defineEndpoint({
  id: 'notificationStream',
  method: 'GET',
  path: `${BASE}/notifications/stream`,
  summary: 'Server-sent events: the unread count whenever it changes',
  description:
    'text/event-stream. First event `unread` with `{"unread": n}`, then one whenever a ' +
    'notification for the user is made or read on any instance; a comment line every 25 s ' +
    'keeps the connection open. It ends when the access token expires (the client reconnects ' +
    'with a fresh one); a few streams per user at most (429 beyond).',
  tag,
  access: { kind: 'signed-in' },
  success: { status: 200, binary: ['text/event-stream'] },
  errors: [
    ...SIGNED_IN_ERRORS,
    {
      status: 429,
      codes: ['too_many_streams'],
      description: 'Too many open streams for this user.',
    },
  ],
});

export const getNotificationPreferences = defineEndpoint({
  id: 'getNotificationPreferences',
  method: 'GET',
  path: `${BASE}/notification-preferences`,
  summary: 'How each kind of notification reaches the signed-in user by e-mail',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own.' },
  success: { status: 200, schema: notificationPreferencesAnswerSchema },
  errors: [...SIGNED_IN_ERRORS],
});

export const putNotificationPreferences = defineEndpoint({
  id: 'putNotificationPreferences',
  method: 'PUT',
  path: `${BASE}/notification-preferences`,
  summary: 'Sets the e-mail of some or all kinds: direct, daily digest (07:00) or off',
  description: 'Kinds left out keep their mode. Answers every kind, as GET does.',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own.' },
  body: notificationPreferencesSchema,
  success: { status: 200, schema: notificationPreferencesAnswerSchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR],
});

const BAD_LINK: EndpointError = {
  status: 400,
  codes: ['invalid_unsubscribe_link'],
  description: 'The link’s signature does not match (altered or of another kind).',
  envelope: 'wp',
};

/** The link in every mail (and its List-Unsubscribe header): no sign-in needed. */
export const unsubscribeNotifications = defineEndpoint({
  id: 'unsubscribeNotifications',
  method: 'POST',
  path: `${BASE}/notification-preferences/unsubscribe`,
  summary: 'Turns one kind’s e-mail off, from the signed link in a mail (RFC 8058 one-click)',
  description:
    'The query carries the user, the kind and an HMAC of both; only that kind of that user ' +
    'is turned off. The mail’s link opens /portal/meldingen/uitschrijven, which calls this.',
  tag,
  access: { kind: 'public', rule: 'The signature of the mail’s link.' },
  query: unsubscribeQuerySchema,
  success: {
    status: 200,
    schema: z.object({ success: z.literal(true), kind: z.enum(notificationKinds) }),
  },
  errors: [INVALID_INPUT_ERROR, BAD_LINK],
});

/** One thing on the dashboard's "Actie nodig" card. */
export const actionItemSchema = z.object({
  kind: z.enum([
    'month_rejected',
    'month_closing',
    'evaluation_due',
    'months_to_review',
    'moods_to_follow_up',
  ]),
  /** One Dutch sentence. */
  text: z.string(),
  /** For a rejected month: the reviewer's reason. */
  detail: z.string().nullable(),
  link: z.string(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const getActionsNeeded = defineEndpoint({
  id: 'getActionsNeeded',
  method: 'GET',
  path: `${BASE}/actions-needed`,
  summary: 'What the signed-in user has to do now, for the dashboard’s "Actie nodig"',
  description:
    'Computed from the data, not from notifications: rejected months with the reason, months ' +
    'with unsubmitted lines closing within 10 days, this quarter’s evaluations not written, for ' +
    'reviewers the months waiting for them, for consultants moods of 3 or 4 without follow-up.',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own work.' },
  success: { status: 200, schema: z.object({ items: z.array(actionItemSchema) }) },
  errors: [...SIGNED_IN_ERRORS],
});

export const notificationEndpoints = [
  listNotifications,
  unreadNotificationCount,
  markNotificationsRead,
  notificationStream,
  getNotificationPreferences,
  putNotificationPreferences,
  unsubscribeNotifications,
  getActionsNeeded,
] as const;
