import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { ZTokenisationResponseSchema, type TTokenisationResponse } from '@portal/domain';
import type { PaymentSettings } from '../../lib/settings.ts';

/**
 * The processor's hosted card page in an iframe (spec §7 Finance): the portal asks it to tokenise (postMessage
 * 'tokenize'), and it answers with a JSON text {responseCode, dataKey, errorMessage}; it may also tell its height
 * ({type: 'resize', height}). Messages are taken only from that iframe and from the page's own origin; anything
 * else is ignored.
 */

/** The iframe's address for a profile and language, and the origin its messages must come from. */
export function hostedFrame(payment: PaymentSettings, lang: string, base = window.location.href) {
  const url = new URL(payment.hostedUrl, base);
  url.searchParams.set('profileId', payment.profileId);
  url.searchParams.set('lang', lang);
  return { src: url.toString(), origin: url.origin };
}

function readJson(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** The hosted page's answer, or null for a message that is not one. */
export function readTokenisationAnswer(data: unknown): TTokenisationResponse | null {
  const parsed = ZTokenisationResponseSchema.safeParse(readJson(data));
  return parsed.success ? parsed.data : null;
}

/** Heights the iframe may take when the hosted page tells its own ({type: 'resize', height}). */
const MIN_FRAME_HEIGHT = 120;
const MAX_FRAME_HEIGHT = 640;

/** The height the hosted page asks for, within bounds, or null for another message. */
export function readFrameHeight(data: unknown): number | null {
  const value = readJson(data) as { type?: unknown; height?: unknown } | null;
  if (value?.type !== 'resize' || typeof value.height !== 'number' || !Number.isFinite(value.height))
    return null;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(value.height)));
}

export function useHostedTokenisation(
  frameRef: RefObject<HTMLIFrameElement | null>,
  origin: string,
  onAnswer: (answer: TTokenisationResponse) => void,
  onResize: (height: number) => void,
) {
  const latest = useRef({ onAnswer, onResize });
  useEffect(() => {
    latest.current = { onAnswer, onResize };
  }, [onAnswer, onResize]);

  useEffect(() => {
    function listen(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const answer = readTokenisationAnswer(event.data);
      if (answer) latest.current.onAnswer(answer);
      const height = readFrameHeight(event.data);
      if (height !== null) latest.current.onResize(height);
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frameRef, origin]);

  const requestTokenisation = useCallback(() => {
    const target = frameRef.current?.contentWindow;
    if (!target) return false;
    target.postMessage('tokenize', origin);
    return true;
  }, [frameRef, origin]);

  return useMemo(() => ({ requestTokenisation }), [requestTokenisation]);
}
