import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZApiKeySchema,
  ZCreatedApiKeySchema,
  type TApiKey,
  type TCreateApiKeyRequest,
  type TCreatedApiKey,
} from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/**
 * The user's API keys (issue 32 §1): GET /user/api-keys lists them (never a key itself), POST makes one and answers
 * the key this once, DELETE /user/api-keys/{id} revokes one at once.
 */

export const apiKeysQueryKey = ['user', 'api-keys'] as const;

export async function fetchApiKeys(): Promise<TApiKey[]> {
  return ZApiKeySchema.array().parse(await http.get('/user/api-keys'));
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: fetchApiKeys });
}

export async function createApiKey(body: TCreateApiKeyRequest): Promise<TCreatedApiKey> {
  return ZCreatedApiKeySchema.parse(await http.post('/user/api-keys', body));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export async function revokeApiKey(id: number): Promise<void> {
  await http.delete(`/user/api-keys/${id}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
