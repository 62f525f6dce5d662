import { Fragment, useState } from 'react';
import {
  Badge,
  em,
  Group,
  Pagination,
  Paper,
  px,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_OBJECT_TYPES,
  type AuditObjectType,
  type TAuditChange,
  type TAuditEntry,
} from '@portal/domain';
import { NativeFormatName, OrderTypeName } from './CatalogueName.tsx';
import { useSettings } from '../lib/settings.ts';
import { useLanguage } from '../lib/navigation.tsx';
import { AUDIT_PAGE_SIZE, useAuditTrail, type AuditFilters } from '../lib/audit-api.ts';
import {
  hasUserFilters,
  instantInWords,
  objectInWords,
  readable,
  shownChanges,
} from '../lib/audit-values.ts';
import { DateField } from './DateField.tsx';
import { FormAlert } from './FormAlert.tsx';

/**
 * A change history (issue 16): who changed what and when, each changed field's old and new value in words (the ids
 * of catalogue entries by their names), newest first, filtered by dates and object. The screens using it load the
 * `audit` namespace.
 */
export function AuditTrail({
  scope,
  fixed = {},
  showAccount = false,
}: {
  scope: 'own' | 'staff';
  /** Filters the screen sets (a campaign's own history, one account's); their inputs are not shown. */
  fixed?: Partial<Pick<AuditFilters, 'objectType' | 'objectId' | 'accountId' | 'orderId'>>;
  showAccount?: boolean;
}) {
  const { t } = useTranslation('audit');
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const query = useAuditTrail(scope, { ...filters, ...fixed });
  const set = (patch: Partial<AuditFilters>) =>
    setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / AUDIT_PAGE_SIZE)) : 1;
  // A table of field, before and after from the `sm` breakpoint, a line per change below it (a phone): only the one
  // shown is rendered, as the campaign list does.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${em(px(theme.breakpoints.sm))})`, undefined, {
    getInitialValueInEffect: false,
  });

  return (
    <Stack gap="md">
      <Group gap="sm" align="end" wrap="wrap">
        <DateField
          label={t('filters.from')}
          miw={170}
          value={filters.from}
          onChange={(from) => set({ from: from ?? undefined })}
        />
        <DateField
          label={t('filters.to')}
          miw={170}
          value={filters.to}
          onChange={(to) => set({ to: to ?? undefined })}
        />
        {!fixed.objectType && (
          <Select
            label={t('filters.object')}
            placeholder={t('filters.allObjects')}
            clearable
            data={(fixed.orderId ? CAMPAIGN_OBJECTS : AUDIT_OBJECT_TYPES).map((type) => ({
              value: type,
              label: t(`objects.${type}`),
            }))}
            value={filters.objectType ?? null}
            onChange={(value) => set({ objectType: (value as AuditObjectType | null) ?? undefined })}
          />
        )}
        {!fixed.objectId && (
          <TextInput
            label={t('filters.objectId')}
            value={filters.objectId ?? ''}
            onChange={(e) => set({ objectId: e.currentTarget.value.trim() || undefined })}
            w={180}
          />
        )}
        {showAccount && !fixed.accountId && (
          <TextInput
            label={t('filters.account')}
            value={filters.accountId ?? ''}
            onChange={(e) => set({ accountId: e.currentTarget.value.trim() || undefined })}
            w={180}
          />
        )}
      </Group>
      {query.error && <FormAlert error={query.error} />}
      {query.isPending && <Skeleton h={160} />}
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed">{t(hasUserFilters(filters) ? 'emptyFiltered' : 'empty')}</Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {query.data.items.map((entry) => (
            <AuditEntryCard
              key={entry.id}
              entry={entry}
              scope={scope}
              showAccount={showAccount}
              wide={wide}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={filters.page}
          onChange={(page) => set({ page })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </Stack>
  );
}

function AuditEntryCard({
  entry,
  scope,
  showAccount,
  wide,
}: {
  entry: TAuditEntry;
  scope: 'own' | 'staff';
  showAccount: boolean;
  wide: boolean;
}) {
  const { t } = useTranslation('audit');
  const lang = useLanguage();
  const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
  const { timeZone } = useSettings();
  const when = instantInWords(entry.at, locale, timeZone);
  const actor = `${entry.actor.firstName} ${entry.actor.lastName}`.trim() || entry.actor.email;
  const object = objectInWords(entry, scope, t);
  const changes = shownChanges(entry.changes, entry.orderName ? entry.orderId : null);
  const Changes = wide ? ChangesTable : ChangesLines;
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">
              {t(`operations.${entry.operation}`, { defaultValue: entry.operation })}
            </Badge>
            <Text fw={600} size="sm">
              {object}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.at}>{when}</time>
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.actor.userId === null ? t('bySystem') : <ByActor actor={actor} email={entry.actor.email} />}
          {showAccount &&
            ` · ${t('onAccount', { name: entry.subjectAccountName ?? entry.subjectAccountId })}`}
          {entry.apiKeyId !== null && ` · ${t('withApiKey', { id: entry.apiKeyId })}`}
        </Text>
        {changes.length > 0 && (
          <Changes changes={changes} locale={locale} campaignNames={entry.campaignNames ?? {}} />
        )}
      </Stack>
    </Paper>
  );
}

/** "By Olivia Walker (olivia@example.com)", the address wrapping at its dots rather than out of a phone's card. */
function ByActor({ actor, email }: { actor: string; email: string }) {
  const { t } = useTranslation('audit');
  const text = t('by', { actor, email });
  const at = text.lastIndexOf(email);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <EmailAddress address={email} />
      {text.slice(at + email.length)}
    </>
  );
}

/**
 * An e-mail address, one long word to the browser: it may wrap before a dot or its at-sign (<wbr>, nothing added to
 * what a user copies); overflow-wrap: anywhere around it breaks a part still too long for the line.
 */
function EmailAddress({ address }: { address: string }) {
  return address.split(/(?=[.@])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * Field, before and after in columns of the same widths in every entry, so that the list reads as one table;
 * long values wrap inside their column.
 */
function ChangesTable({
  changes,
  locale,
  campaignNames,
}: {
  changes: TAuditChange[];
  locale: string;
  campaignNames: Record<string, string>;
}) {
  const { t } = useTranslation('audit');
  return (
    <Table
      fz="sm"
      layout="fixed"
      withRowBorders={false}
      verticalSpacing={2}
      style={{ overflowWrap: 'anywhere' }}
    >
      <colgroup>
        <col style={{ width: '28%' }} />
        <col style={{ width: '36%' }} />
        <col style={{ width: '36%' }} />
      </colgroup>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('field')}</Table.Th>
          <Table.Th>{t('before')}</Table.Th>
          <Table.Th>{t('after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      {/* A field's name stays level with the first line of a value that wraps. */}
      <Table.Tbody style={{ verticalAlign: 'top' }}>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{t(`fields.${change.field}`, { defaultValue: change.field })}</Table.Td>
            <Table.Td>
              <ChangeValue
                field={change.field}
                value={change.before}
                locale={locale}
                side="before"
                names={campaignNames}
              />
            </Table.Td>
            <Table.Td>
              <ChangeValue
                field={change.field}
                value={change.after}
                locale={locale}
                side="after"
                names={campaignNames}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone, a line per change, "Field: before → after", wrapping where it must. */
function ChangesLines({
  changes,
  locale,
  campaignNames,
}: {
  changes: TAuditChange[];
  locale: string;
  campaignNames: Record<string, string>;
}) {
  const { t } = useTranslation('audit');
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
      {changes.map((change) => (
        <Text key={change.field} component="li" size="sm">
          <Text span fw={600} inherit>
            {t('fieldLabel', { field: t(`fields.${change.field}`, { defaultValue: change.field }) })}
          </Text>{' '}
          <ChangeValue
            field={change.field}
            value={change.before}
            locale={locale}
            side="before"
            names={campaignNames}
          />
          {' → '}
          <ChangeValue
            field={change.field}
            value={change.after}
            locale={locale}
            side="after"
            names={campaignNames}
          />
        </Text>
      ))}
    </Stack>
  );
}

/** A value in words; an id the portal can name shows the name the user chose it by, never the id itself. */
function ChangeValue({
  field,
  value,
  locale,
  side,
  names,
}: {
  field: string;
  value: unknown;
  locale: string;
  side: 'before' | 'after';
  /** Campaigns the entry names by number, by their names (a duplicate's source). */
  names: Record<string, string>;
}) {
  const { t } = useTranslation(['audit', 'caps']);
  const { timeZone } = useSettings();
  // A replaced file: the one it had and the new one, never their storage paths.
  if (field === 'assetUrl' && typeof value === 'string')
    return t(side === 'before' ? 'previousFile' : 'newFile');
  if (field === 'duplicatedFrom' && names[String(value)]) return names[String(value)];
  if (typeof value === 'number' && field === 'typeId') return <OrderTypeName typeId={value} />;
  if (typeof value === 'number' && field === 'nativeFormatId') {
    return <NativeFormatName nativeFormatId={value} />;
  }
  if (typeof value === 'string' && field === 'email') return <EmailAddress address={value} />;
  return readable(field, value, locale, t, timeZone);
}

/** What a campaign's history holds. */
const CAMPAIGN_OBJECTS: readonly AuditObjectType[] = ['order', 'lineItem', 'creative'];
