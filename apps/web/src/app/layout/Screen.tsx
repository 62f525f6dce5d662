import { Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PageHeader } from './PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import type { PageTitle } from './use-page-title.ts';

/** True once `value` has stayed true for `ms` (so quick navigations do not flash the loader). */
function useDelayedTrue(value: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [value, ms]);
  return value && late;
}

/**
 * What the hub's frame tells the screen it shows (React Router's outlet context, read with useOutletContext):
 * whether it is the first screen since the frame mounted. A screen with a long first render may paint its heading
 * and spinner before it on the first screen, and render at once on the following ones (issue 13 §1).
 */
export interface HubScreenContext {
  firstScreen: boolean;
}

/**
 * The current screen under its title; the loader while a slow navigation fetches the next screen, and as the
 * Suspense fallback of whatever a screen suspends on (its messages, lazy parts).
 */
export function Screen({ page, firstScreen = false }: { page: PageTitle; firstScreen?: boolean }) {
  const navigating = useNavigation().state === 'loading';
  const slow = useDelayedTrue(navigating, 400);
  if (slow) return <PageLoader />;
  return (
    <>
      {!page.pending && <PageHeader title={page.title} subtitle={page.subtitle} />}
      <Suspense fallback={<PageLoader />}>
        <Outlet context={{ firstScreen } satisfies HubScreenContext} />
      </Suspense>
    </>
  );
}
