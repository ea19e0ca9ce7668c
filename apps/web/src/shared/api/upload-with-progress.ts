import type { EndpointShape, SuccessBody } from '@portal/contract/endpoints/define';
import { INTRANET_HEADER, INTRANET_HEADER_VALUE } from '@portal/contract/rules/intranet-header';
import { ApiError } from './api-error';
import { endpointPath } from './endpoint-request';
import { buildUrl } from './http';

export interface UploadRequest {
  body: FormData;
  token: string | null;
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/**
 * A multipart POST of a contract endpoint over XMLHttpRequest, the one browser API that reports
 * upload progress (fetch does not). Same headers and error shape as shared/api/http.ts; the
 * token is not renewed here, so a caller that meets `invalid_token` sends again through the
 * ApiClient (see features/beheer/api/upload-media.ts).
 */
export function uploadWithProgress<E extends EndpointShape>(
  endpoint: E,
  { body, token, onProgress, signal }: UploadRequest,
): Promise<SuccessBody<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, buildUrl(endpointPath(endpoint, undefined)));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(INTRANET_HEADER, INTRANET_HEADER_VALUE);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const parsed = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(parsed as SuccessBody<E>);
        return;
      }
      const envelope = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<
        string,
        unknown
      >;
      reject(
        new ApiError(
          xhr.status,
          typeof envelope.code === 'string' ? envelope.code : null,
          typeof envelope.message === 'string' && envelope.message
            ? envelope.message
            : `Error: ${xhr.status} - ${xhr.statusText}`,
          parsed,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'Geen verbinding met de server'));
    xhr.onabort = () => reject(new DOMException('Upload afgebroken', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
