import { profileUpdateSchema, userProfileResponseSchema } from '../profile.js';
import { defineEndpoint, INVALID_INPUT_ERROR, SIGNED_IN_ERRORS } from './define.js';

const PATH = '/wp-json/custom/v1/user-profile';
const tag = 'Profiel';

export const getUserProfile = defineEndpoint({
  id: 'getUserProfile',
  method: 'GET',
  path: PATH,
  summary: 'The signed-in user with their profile, roles, consultants and professionals',
  tag,
  access: { kind: 'signed-in' },
  success: { status: 200, schema: userProfileResponseSchema },
  errors: [...SIGNED_IN_ERRORS],
});

export const updateUserProfile = defineEndpoint({
  id: 'updateUserProfile',
  method: 'POST',
  path: PATH,
  summary: 'Change any of the editable profile fields; answers the new profile',
  tag,
  access: { kind: 'signed-in', rule: 'Only the signed-in user’s own profile.' },
  body: profileUpdateSchema,
  success: { status: 200, schema: userProfileResponseSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 422,
      codes: ['rest_invalid_picture'],
      description: 'The picture does not exist or is someone else’s file.',
    },
  ],
});

export const profileEndpoints = [getUserProfile, updateUserProfile] as const;
