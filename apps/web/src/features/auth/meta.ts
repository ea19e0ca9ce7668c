import type { RouteMeta } from '@/shared/routing/route-meta';

export const LOGIN_META: RouteMeta = {
  title: 'Inloggen',
  description: 'Log in op het intranet met je e-mailadres en wachtwoord.',
};
