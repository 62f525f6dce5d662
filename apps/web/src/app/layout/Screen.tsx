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
 * The current screen under its title; the loader while a slow navigation fetches the next screen, and as the
 * Suspense fallback of whatever a screen suspends on (its messages, lazy parts).
 */
export function Screen({ page }: { page: PageTitle }) {
  const navigating = useNavigation().state === 'loading';
  const slow = useDelayedTrue(navigating, 400);
  if (slow) return <PageLoader />;
  return (
    <>
      {!page.pending && <PageHeader title={page.title} subtitle={page.subtitle} />}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
