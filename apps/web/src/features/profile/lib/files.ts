/** A PDF by type, or by name when the browser gives no type (docs/product.md section 5: 'Please upload a PDF file'). */
export const isPdfFile = (file: File): boolean =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/** "120 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
