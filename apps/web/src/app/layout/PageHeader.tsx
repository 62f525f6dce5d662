import { useEffect, useId, useRef, type Ref } from 'react';
import { useLocation } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';

/** Whether a page was shown before: the first page of a visit keeps the browser's own focus. */
let shownBefore = false;

/**
 * A screen's title and subtitle (spec §2 "Page titles"). After a navigation inside the app (a wizard step, a
 * menu link), focus moves to the title (issue 12, keyboard): a keyboard or screen-reader user starts the new
 * screen at its heading, not where the old one left them.
 */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!shownBefore) {
      shownBefore = true;
      return;
    }
    heading.current?.focus();
  }, [pathname]);
  return <PageHeading ref={heading} title={title} subtitle={subtitle} />;
}

/** The title and subtitle as they look, without the focus handling (the hub's frame shows it while the app starts). */
export function PageHeading({
  title,
  subtitle,
  ref,
}: {
  title: string;
  subtitle?: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const subtitleId = useId();
  return (
    <Stack gap={2} mb="lg">
      <Title
        ref={ref}
        tabIndex={-1}
        // The subtitle names the screen within its area (a wizard step): read with the heading it follows.
        aria-describedby={subtitle ? subtitleId : undefined}
        order={1}
        fz={{ base: 24, sm: 28 }}
        lh={1.2}
        className="portal-page-heading"
      >
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="lg" id={subtitleId}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
