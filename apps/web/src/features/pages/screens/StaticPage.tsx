import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/index.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useLanguage } from '../../../lib/navigation.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useStaticPage } from '../api.ts';
import { NotFound } from '../NotFound.tsx';
import { parseBody } from '../static-page-body.ts';

export const namespaces = ['pages'];

/**
 * Static page view (spec §2): a page by language and slug; its twin in the other language uses the page's
 * `translations`; an unknown slug shows the 404 page. The layout shows the title the page gives (page meta).
 */
export function Component() {
  const { t } = useTranslation(['pages', 'titles']);
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const page = useStaticPage(lang, slug);
  const notFound = isApiError(page.error) && page.error.status === 404;

  usePageMeta(
    pathname,
    page.data
      ? {
          title: page.data.title,
          twinParams: { fr: { slug: page.data.translations.fr }, en: { slug: page.data.translations.en } },
        }
      : notFound
        ? { title: t('titles:notFound.title') }
        : null,
  );

  if (page.isPending) return <PageLoader />;
  if (notFound) {
    return <NotFound />;
  }
  if (page.isError) {
    return (
      <Alert color="red" variant="light" title={t('static.loadFailed')}>
        <Button variant="light" color="red" mt="sm" onClick={() => void page.refetch()}>
          {t('static.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <article>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          {page.data.items.map((item, index) => (
            <section key={index}>
              <Title order={2} fz="h4" mb="xs">
                {item.title}
              </Title>
              <div className="portal-static-body">
                {parseBody(item.body).map((block, i) =>
                  block.kind === 'list' ? (
                    <List key={i} mb="sm" spacing={4}>
                      {block.items.map((text, j) => (
                        <List.Item key={j}>{text}</List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text key={i} component="p">
                      {block.text}
                    </Text>
                  ),
                )}
              </div>
            </section>
          ))}
        </Stack>
      </Paper>
    </article>
  );
}
