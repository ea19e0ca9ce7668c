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

export const PASSKEY_ENROLLMENT_META: RouteMeta = {
  title: 'Passkey toevoegen',
  description: 'Voeg met de link uit je e-mail een passkey toe om mee in te loggen.',
};
