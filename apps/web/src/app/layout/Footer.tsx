import { Anchor, Box, Container, Flex, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_SECTION_ID } from '@portal/domain';
import { getViewAs, useIsLogged } from '../../lib/session.ts';
import { platformNoticeMessage, useSettings } from '../../lib/settings.ts';
import { LinkTo, useLanguage } from '../../lib/navigation.tsx';
import { loginPath } from '../../lib/redirects.ts';
import { pathFor, STATIC_PAGE_SLUGS } from '../../lib/routes.ts';
import { Icon } from '../../components/icons.tsx';

const LINKS = ['terms', 'privacy', 'serviceContract', 'faq'] as const;

/**
 * The platform notice (spec §1): a date and a message, hidden when the server has no PLATFORM_NOTICE_DATE, with a
 * link to the profile's "Download my data" (issue 16); logged out, the link logs in first and comes back there.
 * An agency viewing as a client gets no link: the profile, and the client's data, are the client's to download.
 */
export function PlatformNotice() {
  const { t } = useTranslation('layout');
  const lang = useLanguage();
  const logged = useIsLogged();
  const { platformNotice, timeZone } = useSettings();
  const message = platformNoticeMessage(
    platformNotice,
    lang,
    (date, past) => t(past ? 'notice.past' : 'notice.default', { date }),
    timeZone,
  );
  if (!message) return null;
  const section = `${pathFor('hub.profile', lang)}#${DATA_EXPORT_SECTION_ID[lang]}`;
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
          {!(logged && getViewAs()) && (
            <Anchor component={Link} to={logged ? section : loginPath(lang, section)} size="sm" fw={600}>
              {t('notice.download')}
            </Anchor>
          )}
        </div>
      </Group>
    </Paper>
  );
}

/**
 * Footer of every screen (spec §2): terms, privacy, service contract, FAQ in the page's language, the support
 * address when the server has one (SUPPORT_EMAIL, issue 31 §14), © year.
 */
export function Footer({ centered = false }: { centered?: boolean }) {
  const { t } = useTranslation('layout');
  const lang = useLanguage();
  const { supportEmail } = useSettings();
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
            {supportEmail && (
              <Anchor href={`mailto:${supportEmail}`} size="sm" c="dimmed">
                {t('menu.support')}
              </Anchor>
            )}
          </Group>
          <Text size="sm" c="dimmed" ta={centered ? 'center' : undefined}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
