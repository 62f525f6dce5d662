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

/**
 * The ad-blocker notice (spec §2, §8) in the modal overlay, once per session. Detection runs once per page
 * load; the modal's code is fetched only when a blocker is found.
 */
export function AdBlockNotice() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const storage = sessionStore();
    if (noticeAlreadyShown(storage)) return;
    const forced = adBlockForced(window.location.search, window);
    void (forced ? Promise.resolve(true) : detectAdBlock()).then((blocked) => {
      if (!blocked || cancelled || noticeAlreadyShown(storage)) return;
      markNoticeShown(storage);
      setShow(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AdBlockModal />
    </Suspense>
  );
}
