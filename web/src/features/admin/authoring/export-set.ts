/** Issue 35: the set's questions as a download (GET /api/question-sets/{id}/export, streamed by the server). */
export const EXPORT_FORMATS = ['pipe', 'gift', 'aiken'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The file name the server gives in Content-Disposition, or a fallback. */
export const exportFileName = (
  disposition: string | null,
  questionSetId: string,
  format: ExportFormat,
): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ??
  `question-set-${questionSetId}.${format === 'gift' ? 'gift' : 'txt'}`;

/** Reads the export with the administrator's token and hands it to the browser as a download. */
export async function downloadExport(
  questionSetId: string,
  format: ExportFormat,
  token: string | null,
): Promise<void> {
  const response = await fetch(
    `/api/question-sets/${encodeURIComponent(questionSetId)}/export?format=${format}`,
    {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  );
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(response.headers.get('content-disposition'), questionSetId, format);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
