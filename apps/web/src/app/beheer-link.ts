export interface BeheerLink {
  href: string;
  /** True when the target is a screen of this app, so the router can open it without a reload. */
  inApp: boolean;
}

/**
 * SPEC §2: the Beheer link carries the token in its query so the separate admin page can sign
 * the user in. A plain path (the default `/portal/beheer`) is our own page and needs no token.
 */
export function beheerLink(adminUrl: string, token: string | null): BeheerLink {
  if (/^https?:\/\//i.test(adminUrl)) {
    try {
      const url = new URL(adminUrl);
      if (token) url.searchParams.set('token', token);
      return { href: url.toString(), inApp: false };
    } catch {
      return { href: adminUrl, inApp: false };
    }
  }
  return { href: adminUrl, inApp: adminUrl.startsWith('/portal/') };
}
