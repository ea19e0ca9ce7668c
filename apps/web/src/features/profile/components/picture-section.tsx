import { PROFILE_PICTURE_ACCEPT } from '@portal/contract/rules/profile';
import { useEffect, useId, useRef, useState } from 'react';
import { usePictureUrl } from '@/shared/files/picture-url';
import { Avatar } from '@/shared/ui/avatar';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { useUploadPicture } from '../api/upload-picture';
import { PICTURE_UPLOAD_FAILED, PROFILE_SAVED, failureMessage } from '../model';

interface Choice {
  file: File;
  /** The preview's object URL, released when the choice changes or the section goes. */
  preview: string;
}

/**
 * "Profielfoto" (SPEC §2): the picture, "Profielfoto wijzigen" to choose a new one, a preview
 * of the choice, and only "Opslaan" sends it. The server checks type and size. A HEIC (an
 * iPhone's default) is taken as it is; most browsers other than Safari cannot show it, so its
 * preview says "Geen voorbeeld mogelijk" and the saved picture shows once the server made it.
 */
export function PictureSection({
  pictureId,
  name,
}: {
  pictureId: number | null;
  /** The user's full name, for the initials shown without a picture. */
  name: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const file = choice?.file ?? null;
  const preview = choice?.preview ?? null;
  const current = usePictureUrl(pictureId);
  const upload = useUploadPicture();
  const { flash, show, dismiss } = useFlash();

  useEffect(() => {
    if (choice) return () => URL.revokeObjectURL(choice.preview);
  }, [choice]);

  function choose(chosen: File | undefined) {
    dismiss();
    setPreviewFailed(false);
    setChoice(chosen ? { file: chosen, preview: URL.createObjectURL(chosen) } : null);
  }

  function cancel() {
    setChoice(null);
    if (input.current) input.current.value = '';
  }

  async function save() {
    if (!file || upload.isPending) return;
    try {
      await upload.mutateAsync(file);
      cancel();
      show('success', PROFILE_SAVED);
    } catch (error) {
      show('error', failureMessage(error, PICTURE_UPLOAD_FAILED));
    }
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Profielfoto
      </h2>
      <div className="mt-4 flex flex-col items-center gap-4 text-center">
        {preview && previewFailed ? (
          <p className="flex size-32 items-center justify-center rounded-full bg-surface p-3 text-sm text-muted">
            Geen voorbeeld mogelijk
          </p>
        ) : preview ? (
          <img
            src={preview}
            alt="Voorbeeld van je nieuwe profielfoto"
            onError={() => setPreviewFailed(true)}
            className="size-32 rounded-full bg-surface object-cover ring-2 ring-accent"
          />
        ) : current ? (
          <img
            src={current}
            alt="Je profielfoto"
            className="size-32 rounded-full bg-surface object-cover"
          />
        ) : (
          <Avatar name={name} className="size-32 text-4xl" />
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={PROFILE_PICTURE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file ? (
          <>
            <p className="text-sm text-muted">
              Voorbeeld van <span className="break-all text-ink">{file.name}</span>; nog niet
              opgeslagen.
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" onClick={cancel} disabled={upload.isPending}>
                Annuleren
              </Button>
              <Button onClick={() => void save()} busy={upload.isPending}>
                {upload.isPending ? 'Opslaan...' : 'Profielfoto opslaan'}
              </Button>
            </div>
          </>
        ) : (
          <Button variant="secondary" onClick={() => input.current?.click()}>
            Profielfoto wijzigen
          </Button>
        )}
        <p className="text-sm text-muted">Formaat advies: 128x128 px</p>
        <FlashNotice flash={flash} onDismiss={dismiss} className="w-full text-left" />
      </div>
    </Card>
  );
}
