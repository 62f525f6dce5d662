import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TPersonalizedSegment } from '@portal/domain';
import { LoadFailure, Spinner } from '../../../components/LoadFailure.tsx';
import { useSegment } from '../api.ts';

/** The segment named by the route's segmentId, once loaded. */
export function SegmentLoader({ children }: { children: (segment: TPersonalizedSegment) => ReactNode }) {
  const { segmentId = '' } = useParams();
  const id = /^\d{1,12}$/.test(segmentId) ? Number(segmentId) : 0;
  const segment = useSegment(id);
  if (segment.isPending) return <Spinner />;
  if (segment.isError) return <LoadFailure error={segment.error} back="hub.segments.index" />;
  return children(segment.data);
}
