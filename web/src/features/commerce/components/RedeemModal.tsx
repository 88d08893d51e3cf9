import {
  Alert,
  Button,
  Group,
  Modal,
  Overlay,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnySet } from '../../../entities/access';
import { useAppDispatch } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import { recheckAccessSoon } from '../access-recheck';
import { useRedeemCodeMutation } from '../api';
import { redeemFailureText, textOf } from '../failure-message';
import { initialRedeemPhase, REDEEM_SUCCESS_CALLBACK_MS, redeemFlow } from '../redeem-flow';
import { REDEEM_CODE_LENGTH, redeemInputProblem } from '../redeem-view';

type RedeemModalProps = {
  opened: boolean;
  set: { id: string; title: string };
  onClose: () => void;
  /** working: the code is being verified; open: refused; succeeded: accepted (the overlay is showing). */
  onStage?: (stage: 'open' | 'working' | 'succeeded') => void;
  /** Called 1.5 s after the success overlay appears (learner spec §4 Redeem modal), with the set opened. */
  onSuccess?: (setTitle: string) => void;
};

/** Learner spec §4/§5 redeem modal: idle -> verifying -> success overlay -> callback after 1.5 s, or error. */
export function RedeemModal({ opened, set, onClose, onStage, onSuccess }: RedeemModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [phase, send] = useReducer(redeemFlow, initialRedeemPhase);
  const [redeem] = useRedeemCodeMutation();
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  // A closed modal opens empty next time.
  useEffect(() => {
    if (opened) return;
    setCode('');
    setInputError(null);
    send({ type: 'reset' });
  }, [opened]);

  // The success overlay stays 1.5 s, then the caller takes over (closes, the quiz continues).
  useEffect(() => {
    if (phase.step !== 'success') return;
    const title = (phase.step === 'success' && phase.setTitle) || set.title;
    const timer = setTimeout(() => onSuccessRef.current?.(title), REDEEM_SUCCESS_CALLBACK_MS);
    return () => clearTimeout(timer);
  }, [phase, set.title]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.step === 'verifying' || phase.step === 'success') return;
    const problem = redeemInputProblem(code);
    if (problem) {
      setInputError(t(`commerce.redeem.errors.${problem}`, { length: REDEEM_CODE_LENGTH }));
      return;
    }
    send({ type: 'submitted' });
    onStage?.('working');
    try {
      const result = await redeem(
        isAnySet(set) ? { code: code.trim() } : { code: code.trim(), questionSetId: set.id },
      ).unwrap();
      send({ type: 'succeeded', setTitle: result.questionSet?.title ?? set.title });
      toast.success(t('commerce.redeem.success'), { id: 'redeem-success' });
      onStage?.('succeeded');
      recheckAccessSoon(dispatch, result.purchase?.questionSetId ?? set.id, result.position);
    } catch (error) {
      send({ type: 'failed', message: textOf(redeemFailureText(error), t) });
      onStage?.('open');
    }
  };

  const verifying = phase.step === 'verifying';
  const closable = phase.step !== 'verifying';

  return (
    <Modal
      opened={opened}
      onClose={() => closable && onClose()}
      title={t('commerce.redeem.title')}
      centered
      closeOnClickOutside={closable}
      withCloseButton={closable}
      data-testid="redeem-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" pos="relative" data-testid="redeem-body" data-step={phase.step}>
          <Text size="sm">{isAnySet(set) ? t('commerce.redeem.anySet') : set.title}</Text>
          <TextInput
            label={t('commerce.redeem.label')}
            placeholder={t('commerce.redeem.placeholder')}
            description={t('commerce.redeem.help', { length: REDEEM_CODE_LENGTH })}
            value={code}
            maxLength={32}
            autoComplete="off"
            disabled={verifying || phase.step === 'success'}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setInputError(null);
              send({ type: 'edited' });
            }}
            error={inputError}
            data-testid="redeem-input"
          />
          {phase.step === 'error' && (
            <Alert color="red" data-testid="redeem-error">
              {phase.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={!closable}>
              {t('commerce.redeem.cancel')}
            </Button>
            <Button type="submit" loading={verifying} data-testid="redeem-submit">
              {verifying ? t('commerce.redeem.verifying') : t('commerce.redeem.submit')}
            </Button>
          </Group>
          {phase.step === 'success' && (
            <Overlay color="#fff" backgroundOpacity={0.95} radius="sm" center data-testid="redeem-success">
              <Stack align="center" gap="xs">
                <ThemeIcon size={48} radius="xl" color="teal">
                  ✓
                </ThemeIcon>
                <Title order={4}>{t('commerce.redeem.successTitle')}</Title>
                <Text size="sm" ta="center">
                  {t('commerce.redeem.successText', { title: phase.setTitle ?? set.title })}
                </Text>
              </Stack>
            </Overlay>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
