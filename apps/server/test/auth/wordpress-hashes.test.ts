import { describe, expect, it } from 'vitest';
import { verifyWordPressHash } from '../../src/modules/auth/wordpress-hashes.js';

// Made by PHP 8.2 with WordPress 6.1's class-phpass.php (PasswordHash(8, true)) and with
// WordPress 6.8's wp_hash_password ('$wp' . password_hash(base64(hmac-sha384)), BCRYPT).
const PASSWORD = 'Wachtwoord-042 ë€';
const PHPASS = '$P$BdK0oIShzTqku4V6yMpMBrUYf1ON.0/';
const WP68 = '$wp$2y$10$dKctzlc1kUufpKQivwXBJu0HJ3NX3BuWU2yu.UE2zXVvzOfUz.49K';
const WP68_LONG = '$wp$2y$10$Hgo9lwICyVpiZEMXR9R9mef.glo4MGil2SpTCDSgbbh/SPxoM4jO.';

describe("WordPress's password hashes", () => {
  it('accepts the right password for phpass and 6.8 bcrypt hashes', async () => {
    expect(await verifyWordPressHash(PHPASS, PASSWORD)).toBe(true);
    expect(await verifyWordPressHash(WP68, PASSWORD)).toBe(true);
    // 200 characters: bcrypt alone reads 72 bytes, the pre-hash reads them all.
    expect(await verifyWordPressHash(WP68_LONG, 'lang-'.repeat(40))).toBe(true);
    expect(await verifyWordPressHash(WP68_LONG, `${'lang-'.repeat(40)}x`)).toBe(false);
  });

  it('refuses a wrong password, a damaged hash and a hash too costly to check', async () => {
    expect(await verifyWordPressHash(PHPASS, 'Wachtwoord-042')).toBe(false);
    expect(await verifyWordPressHash(WP68, 'Wachtwoord-042 ë')).toBe(false);
    expect(await verifyWordPressHash(PHPASS.slice(0, -1), PASSWORD)).toBe(false);
    expect(await verifyWordPressHash(`$P$z${PHPASS.slice(4)}`, PASSWORD)).toBe(false);
    expect(await verifyWordPressHash(WP68.replace('$10$', '$31$'), PASSWORD)).toBe(false);
    expect(await verifyWordPressHash('$1$abc', PASSWORD)).toBe(false);
  });
});
