import { uploadMedia } from '@portal/contract/endpoints/media-search';
import { ERROR_CODES } from '@portal/contract/rules';
import type { SuccessBody } from '@portal/contract/endpoints/define';
import { useCallback } from 'react';
import { useApiClient } from '@/shared/api/api-client-context';
import { isApiError } from '@/shared/api/api-error';
import { uploadWithProgress } from '@/shared/api/upload-with-progress';
import { useSessionStore } from '@/shared/session/session-context';

export type UploadedMedia = SuccessBody<typeof uploadMedia>;

export interface UploadOptions {
  title?: string;
  altText?: string;
  onProgress?: (fraction: number) => void;
}

/**
 * POST /wp/v2/media with a progress report. An expired token (`invalid_token`) sends the file
 * once more through the ApiClient, which renews the token first (without progress then).
 */
export function useUploadMedia() {
  const api = useApiClient();
  const session = useSessionStore();
  return useCallback(
    async (
      file: File,
      { title, altText, onProgress }: UploadOptions = {},
    ): Promise<UploadedMedia> => {
      const body = new FormData();
      if (title) body.append('title', title);
      if (altText) body.append('alt_text', altText);
      body.append('file', file);
      try {
        return await uploadWithProgress(uploadMedia, {
          body,
          token: session.getState().token,
          onProgress,
        });
      } catch (error) {
        if (!isApiError(error, ERROR_CODES.invalidToken)) throw error;
        const media = await api.call(uploadMedia, { body });
        onProgress?.(1);
        return media;
      }
    },
    [api, session],
  );
}
