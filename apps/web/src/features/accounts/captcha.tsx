import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { captchaSiteKey, useSettings } from '../../lib/settings.ts';
import type { Language } from '../../lib/domain.ts';

/**
 * reCAPTCHA (spec §6 feature flag, issue 3): shown only when the server's settings name a site key (GET
 * /api/v2/settings `recaptchaSiteKey`, with the captcha flag on); the widget and Google's script are loaded then,
 * and only then. Each token is good for one call: the widget is reset after each.
 */

const CaptchaWidget = lazy(() => import('./captcha-widget.tsx'));

export interface Captcha {
  /**
   * The token for the next call: undefined when no captcha is configured, null when it is and the user has not
   * done it yet (the widget then says so).
   */
  take: () => string | null | undefined;
  /** The widget, to place in the form (null when no captcha is configured). */
  widget: ReactNode;
  /** After a call used the token. */
  reset: () => void;
}

export function useCaptcha(lang: Language, missingMessage: string): Captcha {
  const siteKey = captchaSiteKey(useSettings());
  const [token, setToken] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const resetWidget = useRef<() => void>(() => undefined);

  const onToken = useCallback((value: string | null) => {
    setToken(value);
    if (value) setMissing(false);
  }, []);
  const onReady = useCallback((reset: () => void) => {
    resetWidget.current = reset;
  }, []);

  const take = useCallback(() => {
    if (!siteKey) return undefined;
    if (!token) setMissing(true);
    return token;
  }, [siteKey, token]);

  const reset = useCallback(() => {
    setToken(null);
    resetWidget.current();
  }, []);

  return {
    take,
    reset,
    widget: siteKey ? (
      <Box>
        <Suspense fallback={null}>
          <CaptchaWidget siteKey={siteKey} lang={lang} onToken={onToken} onReady={onReady} />
        </Suspense>
        {missing && (
          <Text c="red.7" size="sm" mt={4} role="alert">
            {missingMessage}
          </Text>
        )}
      </Box>
    ) : null,
  };
}
