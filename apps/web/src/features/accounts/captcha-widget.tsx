import { useCallback } from 'react';
import type { Language } from '../../lib/domain.ts';

/**
 * Google's reCAPTCHA widget (issue 3): its script is added the first time a widget shows, in the interface
 * language. A chunk of its own: nothing of it loads while no site key is configured.
 */

interface ReCaptcha {
  render(
    container: HTMLElement,
    params: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
    portalRecaptchaLoaded?: () => void;
  }
}

let script: Promise<ReCaptcha> | null = null;

export function loadRecaptcha(lang: Language): Promise<ReCaptcha> {
  script ??= new Promise<ReCaptcha>((resolve, reject) => {
    window.portalRecaptchaLoaded = () => resolve(window.grecaptcha!);
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?onload=portalRecaptchaLoaded&render=explicit&hl=${lang}`;
    element.async = true;
    element.onerror = () => {
      script = null;
      element.remove();
      reject(new Error('The reCAPTCHA script could not be loaded'));
    };
    document.head.append(element);
  });
  return script;
}

export default function CaptchaWidget({
  siteKey,
  lang,
  onToken,
  onReady,
}: {
  siteKey: string;
  lang: Language;
  onToken: (token: string | null) => void;
  /** Hands over the widget's reset, for after a call used its token. */
  onReady: (reset: () => void) => void;
}) {
  const mount = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      void loadRecaptcha(lang).then(
        (grecaptcha) => {
          if (node.childElementCount > 0) return;
          const id = grecaptcha.render(node, {
            sitekey: siteKey,
            callback: onToken,
            'expired-callback': () => onToken(null),
          });
          onReady(() => grecaptcha.reset(id));
        },
        (cause: unknown) => console.error(cause),
      );
    },
    [siteKey, lang, onToken, onReady],
  );
  return <div ref={mount} />;
}
