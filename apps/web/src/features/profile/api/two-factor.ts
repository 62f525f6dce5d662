import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPasskeyRegisteredResponse,
  TRecoveryCodesResponse,
  TTotpConfirmRequest,
  TTotpSetupResponse,
  TTwoFactorChangeRequest,
  TTwoFactorStatus,
} from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { twoFactorStatusQuery } from '../../../lib/two-factor.ts';

/**
 * Two-step verification of the signed-in user (issue 33): GET /user/two-factor says whether it is on; the setup
 * answers the secret and its QR code once, the first code turns it on and answers the recovery codes once; turning it
 * off or new recovery codes take the password and a current code.
 */

export const twoFactorQueryKey = twoFactorStatusQuery.queryKey;

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

export function useSetUpTotp() {
  return useMutation({ mutationFn: () => http.post<TTotpSetupResponse>('/user/two-factor/totp/setup', {}) });
}

function useTwoFactorChange<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => http.post<Answer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

export const useConfirmTotp = () =>
  useTwoFactorChange<TTotpConfirmRequest, TRecoveryCodesResponse>('/user/two-factor/totp/confirm');
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorChange<TTwoFactorChangeRequest, TRecoveryCodesResponse>('/user/two-factor/recovery-codes');
export const useTurnTwoFactorOff = () =>
  useTwoFactorChange<TTwoFactorChangeRequest, TTwoFactorStatus>('/user/two-factor/disable');

/**
 * A passkey (issue 33): the server's creation options, the browser's WebAuthn ceremony (@simplewebauthn/browser,
 * loaded with this call only), then the attestation sent with the passkey's name.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await http.post<CreationOptions>('/user/two-factor/passkeys/options', {});
      const { startRegistration } = await import('@simplewebauthn/browser');
      const credential = await startRegistration({ optionsJSON });
      return http.post<TPasskeyRegisteredResponse>('/user/two-factor/passkeys', { name, credential });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

type CreationOptions = Parameters<
  typeof import('@simplewebauthn/browser').startRegistration
>[0]['optionsJSON'];

export const useRemovePasskey = (id: number) =>
  useTwoFactorChange<TTwoFactorChangeRequest, TTwoFactorStatus>(`/user/two-factor/passkeys/${id}/remove`);
