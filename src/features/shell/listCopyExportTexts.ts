/**
 * The words of a list's copy and CSV export actions (the spec does not word them), said alike by the
 * research tables and the workspace's keyword lists: each list's texts spread these in.
 */
export const LIST_COPY_EXPORT_TEXT = {
  copied: 'Copied {rows} rows to the clipboard.',
  keywordsCopied: 'Copied {rows} keywords to the clipboard.',
  copyFailed: 'The rows could not be copied.',
  exportPending: 'Preparing your export…',
  exportReady: 'Your export is ready.',
  exportDownload: 'Download {file}',
  exportFailed: 'Your export failed. Please try again.',
} as const;
