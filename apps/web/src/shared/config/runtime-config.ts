/** Settings the server injects into index.html, so one build serves every installation. */
export interface RuntimeConfig {
  productName: string;
  adminUrl: string;
  /** Where "Terug naar de website" goes (WEBSITE_URL, issue 25 item 16). */
  websiteUrl: string;
  /** The server's address search (issue 14); null when the page did not say. */
  addressProvider: 'offline' | 'pdok' | null;
  /** The company account's button label (OIDC_LABEL, issue 27); null when it is off. */
  companySignIn: string | null;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  productName: 'Intranet',
  adminUrl: '/portal/beheer',
  websiteUrl: '/',
  addressProvider: null,
  companySignIn: null,
};

/**
 * Reads `<meta name="portal-config" content='{"productName":…}'>`. A missing tag, broken JSON
 * or a field of the wrong type falls back to the default, so a misconfigured server still
 * gives a working portal.
 */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const content = doc.querySelector('meta[name="portal-config"]')?.getAttribute('content');
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = content ? JSON.parse(content) : {};
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    console.error('portal-config is geen geldige JSON; standaardinstellingen gebruikt');
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value : fallback;
  return {
    productName: text(raw.productName, DEFAULT_RUNTIME_CONFIG.productName),
    adminUrl: text(raw.adminUrl, DEFAULT_RUNTIME_CONFIG.adminUrl),
    websiteUrl: text(raw.websiteUrl, DEFAULT_RUNTIME_CONFIG.websiteUrl),
    addressProvider:
      raw.addressProvider === 'offline' || raw.addressProvider === 'pdok'
        ? raw.addressProvider
        : null,
    companySignIn:
      typeof raw.companySignIn === 'string' && raw.companySignIn.trim() ? raw.companySignIn : null,
  };
}
