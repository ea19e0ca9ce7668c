/**
 * The file's bytes as plain base64 (without the `data:…;base64,` prefix a data URL carries),
 * for JSON uploads such as a declaration receipt.
 */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result ?? '');
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Het bestand kon niet worden gelezen'));
    reader.readAsDataURL(file);
  });
}
