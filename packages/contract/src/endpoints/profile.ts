import {
  profileUpdateSchema,
  uploadProfilePictureFieldsSchema,
  uploadProfilePictureResponseSchema,
  userProfileResponseSchema,
} from '../profile.js';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE_MESSAGE } from '../rules/profile.js';
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
  description:
    'Every sent field is checked before anything is stored; one refused field stores nothing. ' +
    'Postcode as `1234 AB`, IBAN with valid check digits, birth date for an age of 15 to 100, ' +
    'phone numbers (Dutch when without country code; answered in Dutch notation), LinkedIn an ' +
    '`https://` address on linkedin.com, and a maximum length per field.',
  tag,
  access: { kind: 'signed-in', rule: 'Only the signed-in user’s own profile.' },
  body: profileUpdateSchema,
  bodyLimit: 64 * 1024,
  success: { status: 200, schema: userProfileResponseSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 422,
      codes: ['rest_invalid_param'],
      description:
        'One or more fields refused: `data.params` maps each to its Dutch message, ' +
        '`data.details` adds a code per field (profileFieldErrorSchema).',
    },
    {
      status: 422,
      codes: ['rest_invalid_picture'],
      description: 'The picture does not exist or is someone else’s file.',
    },
  ],
});

export const uploadProfilePicture = defineEndpoint({
  id: 'uploadProfilePicture',
  method: 'POST',
  path: '/wp-json/custom/v1/upload-profile-picture',
  summary: 'Upload a new profile picture; it replaces the current one at once',
  description:
    'Multipart with one file in the field `file`: a JPEG, PNG, WebP or HEIC/HEIF photo (judged ' +
    'by its bytes) of at most 5 MB and 60 megapixels. It is stored as a square WebP of 512×512 pixels, turned ' +
    'upright, without EXIF or GPS data, and becomes the user’s public picture; the previous ' +
    'picture is deleted. Colleagues see it at `/intranet/v1/files/{id}/public/view`.',
  tag,
  access: { kind: 'signed-in', rule: 'Only the signed-in user’s own picture.' },
  body: uploadProfilePictureFieldsSchema,
  multipart: { files: 'file', maxFiles: 1, maxFileBytes: PROFILE_PICTURE_MAX_BYTES },
  bodyLimit: PROFILE_PICTURE_MAX_BYTES + 64 * 1024,
  bodyTooLarge: {
    status: 422,
    code: 'picture_too_large',
    message: PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  },
  success: { status: 200, schema: uploadProfilePictureResponseSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 422,
      codes: [
        'picture_missing',
        'picture_invalid_type',
        'picture_unreadable',
        'picture_too_large',
        'picture_too_many',
      ],
      description:
        'No file, not a supported photo (by its bytes), a photo that cannot be decoded (broken, ' +
        'cut off, or over 60 megapixels), over 5 MB, or more than one file.',
    },
    {
      status: 503,
      codes: ['picture_busy'],
      description:
        'Too many photos are being decoded; nothing changed, send it again after Retry-After.',
    },
  ],
});

export const profileEndpoints = [getUserProfile, updateUserProfile, uploadProfilePicture] as const;
