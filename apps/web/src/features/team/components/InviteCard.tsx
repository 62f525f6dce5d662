import { useState } from 'react';
import { Button, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type TeamRole } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { isApiError } from '../../../lib/http/index.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/navigation.tsx';
import { useChangeTeam } from '../api.ts';
import { parseRole, roleOptions } from './roles.ts';
import { TeamSection } from './TeamSection.tsx';

/** The API's refusals of an invitation that are about its e-mail, worded beside the field. */
const EMAIL_CODES: Record<string, string> = {
  TEAM_MEMBER_EXISTS: 'invite.memberExists',
  TEAM_INVITATION_EXISTS: 'invite.invitationExists',
};

/**
 * Invites someone by e-mail (owners only), with a role (each explained in a line) and the language of the mail, the
 * interface's by default. An address already a member or already invited is refused beside the field.
 */
export function InviteCard() {
  const { t } = useTranslation('team');
  const lang = useLanguage();
  const change = useChangeTeam();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('VIEWER');
  const [language, setLanguage] = useState<Language>(lang);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = () => {
    setEmailError(null);
    setFailure(null);
    const invited = email.trim();
    change.mutate(
      { kind: 'invite', email: invited, role, language },
      {
        onSuccess: () => {
          setEmail('');
          notifications.show({ color: 'green', message: t('invite.sent', { email: invited }) });
        },
        onError: (error) => {
          const code = isApiError(error) ? EMAIL_CODES[error.code] : undefined;
          const field = serverFieldErrors(error).email;
          if (code) setEmailError(t(code));
          else if (field) setEmailError(field);
          else setFailure(error);
        },
      },
    );
  };

  return (
    <TeamSection title={t('invite.title')} description={t('invite.description')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <FormAlert error={failure} />
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput
              type="email"
              required
              label={t('invite.email')}
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(null);
              }}
              style={{ flex: '1 1 260px' }}
            />
            <Select
              label={t('invite.language')}
              data={LANGUAGES.map((value) => ({ value, label: t(`invite.languages.${value}`) }))}
              value={language}
              allowDeselect={false}
              onChange={(value) => setLanguage(value === 'en' ? 'en' : 'fr')}
              w={{ base: '100%', xs: 180 }}
            />
          </Group>
          <Radio.Group
            label={t('invite.role')}
            value={role}
            onChange={(value) => setRole(parseRole(value) ?? 'VIEWER')}
          >
            <Stack gap="sm" mt="xs">
              {roleOptions(t).map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  label={option.label}
                  description={t(`roleHints.${option.value}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={change.isPending && change.variables.kind === 'invite'}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </TeamSection>
  );
}
