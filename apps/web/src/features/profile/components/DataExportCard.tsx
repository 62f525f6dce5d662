import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_SECTION_ID, isExportPending, type TDataExport } from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { instantInWords } from '../../../lib/audit-values.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { intlLocale } from '../../../lib/i18n.ts';
import { useSettings } from '../../../lib/settings.ts';
import { downloadDataExport, useDataExport, useRequestDataExport } from '../api/data-export.ts';
import { ProfileCard } from './ProfileCard.tsx';

/** "1,4 Mo" / "1.4 MB": the archive's size for the locale. */
function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** What the archive is doing, in words and, while it builds, a progress bar. */
function ExportState({ current }: { current: TDataExport }) {
  const { t } = useTranslation('profile');
  const locale = intlLocale(useLanguage());
  const { timeZone } = useSettings();
  if (isExportPending(current.status)) {
    const label =
      current.status === 'queued'
        ? t('dataExport.queued')
        : t('dataExport.building', { percent: current.progress });
    return (
      <Stack gap={6} role="status">
        <Text size="sm">{label}</Text>
        <Progress
          value={current.status === 'queued' ? 100 : Math.max(current.progress, 5)}
          animated
          striped={current.status === 'queued'}
          aria-label={label}
        />
      </Stack>
    );
  }
  if (current.status === 'ready') {
    // As the portal writes instants (spec §2's YYYY-MM-DD, the platform's time zone): "2026-11-28, 10:28 a.m.".
    const until = instantInWords(current.expiresAt!, locale, timeZone);
    return (
      <Text size="sm" role="status">
        {t('dataExport.ready', { size: formatSize(current.sizeBytes ?? 0, locale), until })}
      </Text>
    );
  }
  return (
    <Text size="sm" role="status" c={current.status === 'failed' ? 'red.8' : 'dimmed'}>
      {t(current.status === 'failed' ? 'dataExport.failed' : 'dataExport.expired')}
    </Text>
  );
}

/**
 * The profile's "Download my data" section (issue 16, spec §1's closure notice): prepare an archive of the whole
 * account, follow its preparation, download it for 24 hours. The notice's and the e-mail's links land here
 * (#mes-donnees / #my-data).
 */
export function DataExportCard() {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const { hash } = useLocation();
  const anchor = DATA_EXPORT_SECTION_ID[lang];
  const section = useRef<HTMLDivElement>(null);
  const { data: current, error: loadError } = useDataExport();
  const start = useRequestDataExport();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  useEffect(() => {
    if (hash === `#${anchor}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, anchor]);

  async function download(ready: TDataExport) {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadDataExport(ready);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  }

  const pending = current ? isExportPending(current.status) : false;
  const ready = current?.status === 'ready' ? current : null;
  return (
    <div id={anchor} ref={section} style={{ scrollMarginTop: 80 }}>
      <ProfileCard
        title={t('dataExport.title')}
        description={t('dataExport.description')}
        actions={
          <>
            {ready && (
              <Button onClick={() => void download(ready)} loading={downloading}>
                {t('dataExport.download')}
              </Button>
            )}
            {!pending && (
              <Button
                variant={ready ? 'light' : 'filled'}
                onClick={() => start.mutate()}
                loading={start.isPending}
              >
                {t(current ? 'dataExport.again' : 'dataExport.start')}
              </Button>
            )}
          </>
        }
      >
        {current && <ExportState current={current} />}
        <FormAlert error={start.error ?? downloadError ?? loadError} />
      </ProfileCard>
    </div>
  );
}
