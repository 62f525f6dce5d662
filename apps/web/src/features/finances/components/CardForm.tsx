import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOKENISATION_SUCCESS_CODE, type TPaymentMethod, type TTokenisationResponse } from '@portal/domain';
import { Icon } from '../../../components/icons.tsx';
import { useLanguage } from '../../../lib/navigation.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSettings } from '../../../lib/settings.ts';
import { useSavePaymentMethod } from '../api.ts';
import { hostedFrame, useHostedTokenisation } from '../hosted-tokenisation.ts';

/** How long the hosted page may take to answer before the processor counts as not responding. */
const TOKENISATION_TIMEOUT_MS = 20_000;

/** Until the hosted page tells its height (a processor's page may never): its fields and a note fit. */
const DEFAULT_FRAME_HEIGHT = 200;

/**
 * Adding or replacing the card (spec §7 Finance, §8 Payment): the holder's name here, the card in the processor's
 * hosted page (an iframe: its number never reaches the portal), then the dataKey it answers is saved. The codes
 * 940 to 945 and a refused save are shown beside the form, in the interface language.
 */
export function CardForm({
  replacing,
  onCancel,
  onSaved,
}: {
  replacing: boolean;
  onCancel: () => void;
  onSaved: (card: TPaymentMethod) => void;
}) {
  const { t } = useTranslation('finances');
  const lang = useLanguage();
  const { payment } = useSettings();
  const frame = useMemo(() => hostedFrame(payment, lang), [payment, lang]);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [holderName, setHolderName] = useState('');
  const [holderError, setHolderError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [frameHeight, setFrameHeight] = useState(DEFAULT_FRAME_HEIGHT);
  const timer = useRef<number | undefined>(undefined);
  const save = useSavePaymentMethod();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const checkHolder = useCallback(() => {
    const ok = holderName.trim() !== '';
    setHolderError(ok ? null : t('paymentMethod.form.holderRequired'));
    return ok;
  }, [holderName, t]);

  const onAnswer = useCallback(
    (answer: TTokenisationResponse) => {
      window.clearTimeout(timer.current);
      setWaiting(false);
      if (!answer.responseCode.includes(TOKENISATION_SUCCESS_CODE) || !answer.dataKey) {
        setCodes(answer.responseCode);
        return;
      }
      setCodes([]);
      if (!checkHolder()) return;
      save.mutate({ dataKey: answer.dataKey, holderName: holderName.trim() }, { onSuccess: onSaved });
    },
    [checkHolder, holderName, onSaved, save],
  );
  const { requestTokenisation } = useHostedTokenisation(frameRef, frame.origin, onAnswer, setFrameHeight);

  function submit(event: FormEvent) {
    event.preventDefault();
    setCodes([]);
    save.reset();
    if (!checkHolder() || !requestTokenisation()) return;
    setWaiting(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setWaiting(false);
      setCodes(['PAYMENT_SERVER_NOT_RESPONDING']);
    }, TOKENISATION_TIMEOUT_MS);
  }

  const messages = [...new Set(codes)].map((code) => errorMessage(code, t));
  if (save.error) messages.push(errorMessage(save.error, t));

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="card-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title id="card-form-title" order={2} fz="h4">
              {replacing ? t('paymentMethod.form.replaceTitle') : t('paymentMethod.form.addTitle')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('paymentMethod.form.secure')}
            </Text>
          </div>
          <TextInput
            label={t('paymentMethod.form.holderName')}
            placeholder={t('paymentMethod.form.holderPlaceholder')}
            autoComplete="cc-name"
            maxLength={100}
            required
            value={holderName}
            error={holderError}
            onChange={(event) => {
              setHolderName(event.currentTarget.value);
              if (holderError) setHolderError(null);
            }}
          />
          <Box
            component="iframe"
            ref={frameRef}
            src={frame.src}
            title={t('paymentMethod.form.frameTitle')}
            w="100%"
            h={frameHeight}
            style={{ border: 0, display: 'block' }}
          />
          {messages.length > 0 && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<Icon name="alert" size={20} />}
              title={t('paymentMethod.form.errorsTitle')}
            >
              {messages.length === 1 ? (
                messages[0]
              ) : (
                <List size="sm" spacing={2}>
                  {messages.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={waiting || save.isPending}>
              {t('paymentMethod.form.save')}
            </Button>
            {replacing && (
              <Button variant="default" onClick={onCancel}>
                {t('paymentMethod.form.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
