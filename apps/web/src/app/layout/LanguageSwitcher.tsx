import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { writeLocaleCookie } from '../../lib/locale-cookie.ts';
import { twinLocation, useLanguage } from '../../lib/navigation.tsx';
import { otherLanguage } from '../../lib/routes.ts';
import { Icon } from '../../components/icons.tsx';

/** Moves to the twin of the current page in the other language and writes the `locale` cookie (spec §1, §2). */
export function LanguageSwitcher({
  variant = 'subtle',
  color,
}: {
  variant?: 'subtle' | 'light' | 'default';
  color?: string;
}) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const target = otherLanguage(useLanguage());
  return (
    <Button
      component={Link}
      to={twinLocation(location, target)}
      onClick={() => writeLocaleCookie(target)}
      variant={variant}
      color={color}
      size="compact-md"
      leftSection={<Icon name="globe" size={18} />}
      lang={target}
      hrefLang={target}
      title={t(`language.switchTo.${target}`)}
    >
      {t(`language.name.${target}`)}
    </Button>
  );
}
