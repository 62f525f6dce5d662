import { useId, useRef, useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Icon } from './screen-icons.tsx';
import { successMessage } from '../lib/errors.ts';
import { demoSiteUrlForTag } from '@portal/domain';

/** Copies through the Clipboard API, else by selecting the text (a page outside a secure context). */
async function copyText(text: string, area: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!area) return false;
    area.select();
    return document.execCommand('copy');
  }
}

/** About how many lines the tag takes wrapped in its box (some 64 characters a line at desktop width). */
function rowsOf(tag: string): number {
  return tag.split('\n').reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 64)), 0);
}

/**
 * A tag to install on the advertiser's site (issue 15): shown whole, read-only, with Copy tag; a copy says "Tag
 * copied" (spec §8's success alert), a failed one says to copy it by hand and selects it. A link opens the demo
 * advertiser site carrying the tag's pixel, to see it count.
 */
export function TagSnippet({ tag, children }: { tag: string; children?: React.ReactNode }) {
  const { t } = useTranslation(['audiences', 'alerts']);
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const demo = demoSiteUrlForTag(tag);

  async function copy() {
    const ok = await copyText(tag, area.current);
    setFailed(!ok);
    setCopied(ok);
    if (ok) {
      notifications.show({ color: 'teal', message: successMessage('tagCopied', t), autoClose: 4000 });
      setTimeout(() => setCopied(false), 3000);
    } else area.current?.select();
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Text component="label" htmlFor={id} fw={600}>
          {t('tag.label')}
        </Text>
        {children}
        <textarea
          id={id}
          ref={area}
          readOnly
          value={tag}
          spellCheck={false}
          rows={Math.min(14, rowsOf(tag) + 1)}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="tag-snippet"
          style={{
            width: '100%',
            fontFamily: 'var(--mantine-font-family-monospace)',
            fontSize: 13,
            lineHeight: 1.5,
            padding: 12,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-sm)',
            background: 'var(--mantine-color-gray-0)',
            resize: 'vertical',
            // Wrapped, not cut at the box's edge: the advertiser checks the whole tag before pasting it.
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        />
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {t('tag.copyFailed')}
          </Text>
        )}
        <Group>
          <Button
            onClick={() => void copy()}
            leftSection={<Icon name={copied ? 'check' : 'copy'} size={16} />}
            color={copied ? 'teal' : undefined}
          >
            {copied ? t('tag.copied') : t('tag.copy')}
          </Button>
        </Group>
        {demo && (
          <Text size="sm">
            <Anchor href={demo} target="_blank" rel="noopener">
              {t('tag.tryDemo')}
            </Anchor>
            {'. '}
            <Text span size="sm" c="dimmed">
              {t('tag.tryDemoHint')}
            </Text>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
