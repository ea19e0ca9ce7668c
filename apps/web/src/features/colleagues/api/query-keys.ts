export { colleagueKeys } from '@/shared/people/colleague-directory';
