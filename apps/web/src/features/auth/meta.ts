import type { RouteMeta } from '@/shared/routing/route-meta';

export const LOGIN_META: RouteMeta = {
  title: 'Inloggen',
  description: 'Log in op het intranet met je e-mailadres en wachtwoord.',
};

export const SET_PASSWORD_META: RouteMeta = {
  title: 'Wachtwoord instellen',
  description: 'Kies je wachtwoord met de link die je hebt gekregen.',
};

export const FORGOT_PASSWORD_META: RouteMeta = {
  title: 'Wachtwoord vergeten',
  description: 'Vraag een link aan om een nieuw wachtwoord in te stellen.',
};
