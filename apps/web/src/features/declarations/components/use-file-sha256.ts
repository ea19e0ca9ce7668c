import { useEffect, useState } from 'react';

function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Het bestand kon niet worden gelezen'));
    reader.readAsArrayBuffer(file);
  });
}

/** Hex SHA-256 of a file's bytes, as the server stores it for a receipt (issue 14). */
export async function sha256Hex(file: Blob): Promise<string | null> {
  // Web Crypto exists on https and localhost only; without it the saved line still warns.
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', await readBytes(file));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash of the chosen file once computed; null without a file (or without Web Crypto). */
export function useFileSha256(file: File | null): string | null {
  const [hashed, setHashed] = useState<{ file: File; sha256: string | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    sha256Hex(file)
      .then((sha256) => current && setHashed({ file, sha256 }))
      .catch(() => current && setHashed({ file, sha256: null }));
    return () => {
      current = false;
    };
  }, [file]);
  return file && hashed?.file === file ? hashed.sha256 : null;
}
