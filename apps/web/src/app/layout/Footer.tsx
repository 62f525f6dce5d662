import { Anchor, Box, Container, Flex, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { platformNoticeMessage, useSettings } from '../../lib/settings.ts';
import { LinkTo, useLanguage } from '../navigation.tsx';
import { STATIC_PAGE_SLUGS } from '../routes.ts';
import { Icon } from './icons.tsx';

const LINKS = ['terms', 'privacy', 'serviceContract', 'faq'] as const;

/** The platform notice (spec §1): a date and a message, hidden when no date is configured. */
export function PlatformNotice() {
  const { t } = useTranslation('layout');
  const lang = useLanguage();
  const { platformNotice } = useSettings();
  const message = platformNoticeMessage(platformNotice, lang, (date) => t('notice.default', { date }));
  if (!message) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="orange.0"
      style={{ borderColor: 'var(--mantine-color-orange-3)' }}
      role="note"
      aria-label={t('notice.title')}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text c="orange.8" lh={0} mt={2}>
          <Icon name="alert" />
        </Text>
        <div>
          <Text fw={600} size="sm" c="orange.9">
            {t('notice.title')}
          </Text>
          <Text size="sm">{message}</Text>
        </div>
      </Group>
    </Paper>
  );
}

/** Footer of every screen (spec §2): terms, privacy, service contract, FAQ in the page's language, © year. */
export function Footer({ centered = false }: { centered?: boolean }) {
  const { t } = useTranslation('layout');
  const lang = useLanguage();
  return (
    <Box component="footer" mt="auto" pt="xl" pb="lg">
      <Container size="lg" px={0}>
        <Box mb="md">
          <PlatformNotice />
        </Box>
        <Flex
          direction={centered ? 'column' : 'row'}
          justify={centered ? 'center' : 'space-between'}
          align="center"
          gap="sm"
          wrap="wrap"
        >
          <Group
            component="nav"
            aria-label={t('footer.label')}
            gap="lg"
            style={{ rowGap: 4 }}
            wrap="wrap"
            justify={centered ? 'center' : 'flex-start'}
          >
            {LINKS.map((key) => (
              <Anchor
                key={key}
                component={LinkTo}
                name="static-page"
                params={{ slug: STATIC_PAGE_SLUGS[key][lang] }}
                size="sm"
                c="dimmed"
              >
                {t(`footer.${key}`)}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed" ta={centered ? 'center' : undefined}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
