import type { DeclarationRow } from '@portal/contract';
import { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE_MESSAGE } from '@portal/contract/rules';
import { useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { hintClasses, labelClasses } from '@/shared/ui/field-classes';
import { FilePicker } from '@/shared/ui/file-picker';
import { shrinkImage } from '@/shared/files/shrink-image';
import { CameraButton } from './camera-button';
import { FieldMessage, describedBy } from './field-message';
import { ReceiptLink } from './receipt-link';
import { ReceiptThumbnail } from './receipt-thumbnail';

/** The stored receipt: its picture (issue 25), opening it full size, and its name. */
function StoredReceipt({ receipt }: { receipt: NonNullable<DeclarationRow['receipt']> }) {
  return (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      <ReceiptThumbnail receipt={receipt} />
      <p className="min-w-0 space-x-1">
        <span className="text-muted">Huidige bon:</span>
        <ReceiptLink receipt={receipt} />
      </p>
    </div>
  );
}

interface ReceiptFieldProps {
  file: File | null;
  /** The receipt stored with the row being edited, while it is kept. */
  stored: DeclarationRow['receipt'];
  required: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The form's message for this field, shown under it. */
  error?: string;
  onFileChange(file: File | null): void;
  onRemoveStored(): void;
}

/**
 * Images and PDF. `capture` is not set on this input: on a phone `image/*` already offers the
 * camera next to the photo library and files, and forcing the camera would hide the PDF a shop
 * e-mailed; a phone gets a "Foto maken" button besides (camera-button.tsx). A photo is scaled
 * down before anything else (shrink-image.ts), so a 12 MB photo is not refused as too large.
 */
export function ReceiptField({
  file,
  stored,
  required,
  disabled,
  invalid,
  error,
  onFileChange,
  onRemoveStored,
}: ReceiptFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Said before uploading: nobody should wait for 12 MB to travel just to hear it is too big.
  const [tooLarge, setTooLarge] = useState(false);

  async function choose(picked: File | null) {
    const chosen = picked ? await shrinkImage(picked) : null;
    if (chosen && chosen.size > RECEIPT_MAX_BYTES) {
      if (input.current) input.current.value = '';
      setTooLarge(true);
      onFileChange(null);
      return;
    }
    setTooLarge(false);
    onFileChange(chosen);
  }

  function clearFile() {
    if (input.current) input.current.value = '';
    onFileChange(null);
    input.current?.focus();
  }

  if (disabled) {
    return (
      <div className="space-y-1">
        <p className={labelClasses}>Factuur of bon</p>
        {stored ? (
          <StoredReceipt receipt={stored} />
        ) : (
          <p className="text-sm text-muted">Geen bon</p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClasses}>
        Factuur of bon{required ? '' : ' (optioneel)'}
      </label>
      {stored && !file && (
        <div className="flex flex-wrap items-end gap-3 text-sm">
          <StoredReceipt receipt={stored} />
          <Button variant="ghost" size="sm" onClick={onRemoveStored}>
            Bon verwijderen
          </Button>
        </div>
      )}
      <FilePicker
        ref={input}
        id={id}
        accept="image/*,application/pdf"
        chosen={file?.name ?? null}
        aria-invalid={invalid || Boolean(error) || tooLarge || undefined}
        aria-describedby={describedBy(error && `${id}-error`, tooLarge && `${id}-too-large`)}
        onChange={(event) => void choose(event.target.files?.[0] ?? null)}
      />
      <FieldMessage id={`${id}-error`} message={error} />
      <CameraButton onPhoto={(photo) => void choose(photo)} />
      {file && (
        <Button variant="ghost" size="sm" onClick={clearFile}>
          Bestand weghalen
        </Button>
      )}
      {tooLarge && (
        <p id={`${id}-too-large`} role="alert" className="text-sm text-danger-ink">
          {RECEIPT_TOO_LARGE_MESSAGE}
        </p>
      )}
      <p className={hintClasses}>Een foto of pdf van de bon, hoogstens 10 MB.</p>
    </div>
  );
}
