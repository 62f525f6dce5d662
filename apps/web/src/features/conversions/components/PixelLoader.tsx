import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TConversionPixel } from '@portal/domain';
import { LoadFailure, Spinner } from '../../../components/LoadFailure.tsx';
import { usePixel } from '../api.ts';

/** The conversion pixel named by the route's activityGroupId, once loaded (another account's: a 404). */
export function PixelLoader({ children }: { children: (pixel: TConversionPixel) => ReactNode }) {
  const { activityGroupId = '' } = useParams();
  const id = /^\d{1,12}$/.test(activityGroupId) ? Number(activityGroupId) : 0;
  const pixel = usePixel(id);
  if (pixel.isPending) return <Spinner />;
  if (pixel.isError) return <LoadFailure error={pixel.error} back="hub.conversions.index" />;
  return children(pixel.data);
}
