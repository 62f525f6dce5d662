import { lazy, Suspense, useEffect, useState } from 'react';
import { adBlockForced, detectAdBlock, markNoticeShown, noticeAlreadyShown } from '../../lib/adblock.ts';

const AdBlockModal = lazy(() => import('./AdBlockModal.tsx'));

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Runs `work` once the page's start is over (the browser idle, or after `timeout` ms); returns its cancel. */
function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, timeout);
  return () => window.clearTimeout(handle);
}

/**
 * The ad-blocker notice (spec §2, §8) in the modal overlay, once per session. Detection runs once per page
 * load, when the page's start is over (its bait element and request are no part of the first screen: issue 13 §1);
 * the modal's code is fetched only when a blocker is found.
 */
export function AdBlockNotice() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const storage = sessionStore();
    if (noticeAlreadyShown(storage)) return;
    const detect = () => {
      const forced = adBlockForced(window.location.search, window);
      void (forced ? Promise.resolve(true) : detectAdBlock()).then((blocked) => {
        if (!blocked || cancelled || noticeAlreadyShown(storage)) return;
        markNoticeShown(storage);
        setShow(true);
      });
    };
    const cancelDetection = whenIdle(detect, 2000);
    return () => {
      cancelled = true;
      cancelDetection();
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AdBlockModal />
    </Suspense>
  );
}
