import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Phone numbers are stored in E.164 (`+31612345678`), so one number has one spelling whatever
 * way it was typed, and shown the Dutch way: a Dutch number in national notation
 * (`06 12345678`, `020 123 4567`), a foreign one internationally (`+32 470 12 34 56`).
 */

/** The E.164 form of a number typed by a Dutch user (no country code means Dutch), or undefined. */
export function phoneToE164(typed: string): string | undefined {
  const number = parsePhoneNumberFromString(typed, 'NL');
  return number?.isValid() ? number.number : undefined;
}

/** A stored number as the portal shows it; a value stored before this rule is shown as it is. */
export function showPhone(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  const number = parsePhoneNumberFromString(stored);
  if (!number?.isValid()) return stored;
  return number.country === 'NL' ? number.formatNational() : number.formatInternational();
}
