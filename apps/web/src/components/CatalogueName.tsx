import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/navigation.tsx';
import { useNativeTemplates, useOrderTypes } from '../lib/catalogues.ts';

/**
 * The name of a campaign's catalogue entry from its ad-server id, for screens that hold only the id (a change
 * history): the names the wizard shows, the id only when the catalogue does not know it. Screens outside the
 * campaigns may not have the `orders` messages yet: they load here, the id's place kept meanwhile.
 */
export function OrderTypeName({ typeId }: { typeId: number }) {
  return (
    <Suspense fallback={PENDING}>
      <OrderTypeTitle typeId={typeId} />
    </Suspense>
  );
}

/** A native format by its id: the template's name in the interface language, as the line item step lists it. */
export function NativeFormatName({ nativeFormatId }: { nativeFormatId: number }) {
  const natives = useNativeTemplates(useLanguage());
  if (natives.isPending) return PENDING;
  return natives.data?.find((n) => n.nativeFormatId === nativeFormatId)?.name ?? String(nativeFormatId);
}

const PENDING = '…';

function OrderTypeTitle({ typeId }: { typeId: number }) {
  const { t } = useTranslation('orders');
  const types = useOrderTypes();
  if (types.isPending) return PENDING;
  const type = types.data?.find((candidate) => candidate.typeId === typeId);
  // The wizard's own words for its two choices (details.type.standard.title: "Display banners").
  return type ? t(`details.type.${type.name}.title`) : String(typeId);
}
