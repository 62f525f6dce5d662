import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isExportPending, ZDataExportSchema, type TDataExport } from '@portal/domain';
import { saveBlob } from '../../../lib/download.ts';
import { http } from '../../../lib/http/index.ts';

/**
 * "Download my data" (issue 16): POST /user/export starts the archive (or answers the one under way), GET
 * /user/export follows it (read again every 2 s while it waits or builds), and its downloadUrl gives the ZIP.
 */

export const dataExportQueryKey = ['user', 'export'] as const;

const POLL_MS = 2000;

export async function fetchDataExport(): Promise<TDataExport | null> {
  return ZDataExportSchema.nullable().parse(await http.get('/user/export'));
}

export function useDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: fetchDataExport,
    refetchInterval: (query) =>
      query.state.data && isExportPending(query.state.data.status) ? POLL_MS : false,
    retry: false,
  });
}

export async function requestDataExport(): Promise<TDataExport> {
  return ZDataExportSchema.parse(await http.post('/user/export', {}));
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (started) => queryClient.setQueryData(dataExportQueryKey, started),
  });
}

/** Saves the ready archive as `my-data-<day>.zip`; the link needs the signed-in account's token. */
export async function downloadDataExport(ready: TDataExport): Promise<void> {
  if (!ready.downloadUrl || !ready.readyAt) return;
  const blob = await http.get<Blob>(ready.downloadUrl.replace(/^\/api\/v2/, ''), { responseType: 'blob' });
  saveBlob(blob, `my-data-${ready.readyAt.slice(0, 10)}.zip`);
}
