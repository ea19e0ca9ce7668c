import { COMPANY_SIGN_IN_START_PATH } from '@portal/contract/rules/company-sign-in';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import { buttonClasses } from '@/shared/ui/button';

/**
 * Issue 27 item 4: the company account's button (OIDC_LABEL), when the server has one. A link,
 * as the sign-in is a trip through the provider's pages and back (302s all the way).
 */
export function CompanySignInLink({ redirect }: { redirect: string | null }) {
  const { companySignIn } = useRuntimeConfig();
  if (!companySignIn) return null;
  const href = redirect
    ? `${COMPANY_SIGN_IN_START_PATH}?${new URLSearchParams({ redirect }).toString()}`
    : COMPANY_SIGN_IN_START_PATH;
  return (
    <a href={href} className={buttonClasses('secondary', 'w-full text-center')}>
      {companySignIn}
    </a>
  );
}
