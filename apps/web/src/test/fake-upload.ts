import { vi } from 'vitest';

export interface RecordedUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/**
 * Stands in for the server behind XMLHttpRequest (the media upload, which reports progress):
 * each send reports half, then all of the bytes, then answers with the next of `answers`.
 */
export function installFakeUpload(...answers: Array<{ status: number; body: unknown }>) {
  const uploads: RecordedUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private request: Omit<RecordedUpload, 'body'> = { method: '', url: '', headers: {} };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      uploads.push({ ...this.request, body });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      setTimeout(() => {
        const progress = (loaded: number) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        progress(50);
        progress(100);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}

/** POST /wp/v2/media's answer for an uploaded file. */
export function wpMedia(id: number, filename: string, mime = 'application/pdf') {
  const image = mime.startsWith('image/');
  return {
    id,
    date: '2026-11-23T10:00:00',
    type: 'attachment',
    title: { rendered: filename.replace(/\.[^.]+$/, '') },
    author: 1,
    alt_text: '',
    media_type: image ? 'image' : 'file',
    mime_type: mime,
    source_url: `/wp-json/intranet/v1/files/${id}/view?signature=s${id}`,
    media_details: { filesize: 2048 },
    filename,
    text_extracted: !image,
  };
}
