import { useState } from 'react';
import { NativeSelect, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  isBillingRegionKnown,
  regionsOf,
  ZBillingRegionSchema,
  type TBillingRegion,
  type TSubmitForApprovalRequest,
} from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { domainResolver } from '../../../lib/form-validation.ts';
import { useSession, userQuery } from '../../../lib/session.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

/**
 * The country and province asked before a first submission (issue 31 §3), when the account has none: they decide
 * the sales taxes of its invoices. Sent with the submission, which keeps them with the company information. Not
 * asked while an agency views a client's account: the client's own information is the client's to give.
 */
export interface BillingRegionQuestion {
  /** Whether the step asks (the account's country and province are unknown). */
  asked: boolean;
  values: { country: string; province: string };
  errors: FieldErrors;
  change(values: { country: string; province: string }): void;
  /** Whether the submission may go: true when not asked or answered, else false with errors beside the fields. */
  check(): boolean;
  /** The submission's body: `force`, with the answer when asked. */
  submission(force: boolean): TSubmitForApprovalRequest;
}

export function useBillingRegion(): BillingRegionQuestion {
  const lang = useLanguage();
  const { t } = useTranslation('orders');
  const { viewAs } = useSession();
  const { data: user } = useQuery(userQuery);
  const [values, setValues] = useState({ country: 'CA', province: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const asked = Boolean(user) && !viewAs && !isBillingRegionKnown(user?.country, user?.state);
  return {
    asked,
    values,
    errors,
    change(next) {
      setValues(next);
      setErrors({});
    },
    check() {
      if (!asked) return true;
      const found = domainResolver(ZBillingRegionSchema, lang, {
        country: t('approval.region.country'),
        province: t(values.country === 'US' ? 'approval.region.state' : 'approval.region.province'),
      })(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    submission(force) {
      if (!asked) return { force };
      return { force, country: values.country as TBillingRegion['country'], province: values.province };
    },
  };
}

/** The question itself: why, then the country and its provinces (or states). */
export function BillingRegionCard({ question }: { question: BillingRegionQuestion }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { values, errors } = question;
  const regionLabel = t(values.country === 'US' ? 'approval.region.state' : 'approval.region.province');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="billing-region-title">
      <Title order={2} fz="h4" mb="xs" id="billing-region-title">
        {t('approval.region.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('approval.region.why')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('approval.region.country')}
          required
          data={COUNTRIES.map((c) => ({ value: c.code, label: c[lang] }))}
          value={values.country}
          error={errors.country}
          onChange={(event) => question.change({ country: event.currentTarget.value, province: '' })}
        />
        <NativeSelect
          label={regionLabel}
          required
          data={[
            { value: '', label: t('approval.region.choose'), disabled: true },
            ...regionsOf(values.country).map((r) => ({ value: r.code, label: r[lang] })),
          ]}
          value={values.province}
          error={errors.province}
          onChange={(event) => question.change({ ...values, province: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Paper>
  );
}
