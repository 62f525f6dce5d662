import type { CaptchaVerifier } from './index.ts';

const TIMEOUT_MS = 5_000;

/**
 * Google reCAPTCHA's server-side check: POST secret, response and remoteip (form encoded) to the verify URL, which
 * answers {success: boolean, ...}. An unreachable or malformed answer counts as a failure.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly required = true;

  constructor(
    private readonly secret: string,
    private readonly verifyUrl: string,
  ) {}

  async verify(token: string | undefined, remoteIp?: string): Promise<boolean> {
    if (!token || token.length > 4096) return false;
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetch(this.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return false;
      const answer = (await res.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}
