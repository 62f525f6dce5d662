import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The two steps of a segment (spec §2): audience detail, then its tag. */
export function SegmentSteps({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation('audiences');
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t('steps.label')}>
      <Stepper.Step label={t('steps.detail')} />
      <Stepper.Step label={t('steps.tag')} />
    </Stepper>
  );
}
