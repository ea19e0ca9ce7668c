const oneDecimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** "880 B", "12 kB", "1,4 MB": the size next to a download. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

/** "PDF" for application/pdf; otherwise the file name's extension, upper case. */
export function fileKind(mimeType: string, filename: string): string {
  if (mimeType === 'application/pdf') return 'PDF';
  const extension = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1];
  return extension ? extension.toUpperCase() : '';
}
