import type { Config } from '../../platform/config.ts';
import { RecaptchaVerifier } from './recaptcha.ts';

/** The port of the human check (spec §6 "captcha (reCAPTCHA)"): a token from the browser, true when it passes. */
export interface CaptchaVerifier {
  /** Whether a token is required at all. */
  readonly required: boolean;
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

/** No secret configured (or the captcha flag off): nothing to check. */
export const noCaptcha: CaptchaVerifier = { required: false, verify: async () => true };

/** reCAPTCHA when RECAPTCHA_SECRET is set and the captcha flag is on; otherwise no check. */
export function createCaptchaVerifier(config: Config): CaptchaVerifier {
  return config.RECAPTCHA_SECRET && config.FEATURE_CAPTCHA
    ? new RecaptchaVerifier(config.RECAPTCHA_SECRET, config.RECAPTCHA_VERIFY_URL)
    : noCaptcha;
}
