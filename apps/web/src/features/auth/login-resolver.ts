import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@portal/contract/login-form';

/** The login form's resolver: the contract's schema (SPEC §5). Loaded on the first check. */
export const loginResolver = zodResolver(loginFormSchema);
