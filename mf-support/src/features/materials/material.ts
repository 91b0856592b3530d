import type { Material } from '@ferrolink/shared';

/** A Material as Material/GetPageList sends it, with the support list's extra columns. */
export interface SupportMaterial extends Material {
  ContentType: string;
  FileSize: number;
  PublishTime: string;
  ProductId: number | null;
  ProductName: string;
}

/** "3.7 KB", "1.2 MB": the size column of the document list. */
export function formatFileSize(bytes: number | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
