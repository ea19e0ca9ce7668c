import { useRef, useSyncExternalStore } from 'react';
import { Button } from '@/shared/ui/button';

const TOUCH = '(pointer: coarse)';
const subscribe = (change: () => void) => {
  const query = window.matchMedia?.(TOUCH);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
const isTouch = () => window.matchMedia?.(TOUCH).matches ?? false;

/**
 * "Foto maken" on a phone or tablet: a file input of its own with `capture`, which opens the
 * camera straight away. The main input keeps no `capture`, as that would hide the photo
 * library and the PDF a shop e-mailed; on a desktop (no touch screen) the button is not shown.
 */
export function CameraButton({ onPhoto }: { onPhoto(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  const touch = useSyncExternalStore(subscribe, isTouch, () => false);
  if (!touch) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
        Foto maken
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPhoto(file);
        }}
      />
    </>
  );
}
