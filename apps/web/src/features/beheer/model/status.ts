import type { BadgeTone } from '@/shared/ui/badge';

/** The statuses Beheer shows and filters on. */
export const EDITOR_STATUSES = ['publish', 'draft', 'future', 'trash'] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<EditorStatus, string>> = {
  publish: 'Gepubliceerd',
  draft: 'Concept',
  future: 'Gepland',
  trash: 'Prullenbak',
};

const TONES: Readonly<Record<EditorStatus, BadgeTone>> = {
  publish: 'success',
  draft: 'muted',
  future: 'blue',
  trash: 'danger',
};

export const isEditorStatus = (value: string): value is EditorStatus =>
  (EDITOR_STATUSES as readonly string[]).includes(value);

/** Unknown statuses (pending, private from an old back end) show as they come. */
export function statusLabel(status: string): string {
  return isEditorStatus(status) ? STATUS_LABELS[status] : status;
}

export function statusTone(status: string): BadgeTone {
  return isEditorStatus(status) ? TONES[status] : 'neutral';
}
