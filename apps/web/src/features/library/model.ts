export { libraryFileLabel } from '@/shared/content/library-entry-card';

/** "030-2400137" dials as tel:0302400137; a leading + stays (+31 30 ...). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
