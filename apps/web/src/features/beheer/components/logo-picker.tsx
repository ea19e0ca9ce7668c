import { useId, useState } from 'react';
import { useUploadMedia } from '../api/upload-media';
import { errorText } from '../model/reference-data';
import { UploadProgress } from './upload-progress';

export interface PickedLogo {
  id: number;
  url: string;
}

/** An opdrachtgever's logo: a preview and a file input that uploads the image at once. */
export function LogoPicker({
  logo,
  name,
  onLogo,
}: {
  logo: PickedLogo | null;
  /** Whose logo, for the accessible names. */
  name: string;
  onLogo: (logo: PickedLogo | null) => void;
}) {
  const id = useId();
  const upload = useUploadMedia();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function replace(file: File) {
    setError(null);
    setProgress(0);
    try {
      const media = await upload(file, { altText: `Logo ${name}`, onProgress: setProgress });
      onLogo({ id: media.id, url: media.source_url });
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex h-12 w-24 items-center justify-center rounded-md border border-line bg-white p-1">
        {logo ? (
          <img
            src={logo.url}
            alt={`Logo ${name}`}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="text-xs text-muted">Geen logo</span>
        )}
      </div>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer rounded-md border border-line bg-white px-2 py-1 text-xs font-semibold text-ink hover:bg-surface focus-within:outline-2 focus-within:outline-accent"
      >
        {logo ? 'Logo vervangen' : 'Logo kiezen'}
        <span className="sr-only"> voor {name}</span>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void replace(file);
          }}
        />
      </label>
      {logo && (
        <button
          type="button"
          className="text-xs font-semibold text-danger-ink underline"
          onClick={() => onLogo(null)}
        >
          Logo weghalen<span className="sr-only"> bij {name}</span>
        </button>
      )}
      {progress !== null && <UploadProgress value={progress} label="Logo" />}
      {error && <p className="w-full text-xs text-danger-ink">{error}</p>}
    </div>
  );
}
