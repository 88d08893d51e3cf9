import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSet } from '../../../../entities/catalogue';
import { toast } from '../../../../shared/ui/toast';
import { failureReason } from '../set-errors';
import { useChangeSetOptionOrderMutation } from '../sets-api';

/**
 * Issue 40: the set-level 選択肢を書いた順に表示する. Saved at once with PUT /question-sets/{id}/option-order (one
 * switch, one command); a refusal puts the switch back and shows the server's reason under it.
 */
export function SetOptionOrderSwitch({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const saved = set.keepOptionOrder === true;
  // The switch follows the click at once; the read model's answer (or a refusal) settles it.
  const [shown, setShown] = useState(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changeOrder, state] = useChangeSetOptionOrderMutation();
  useEffect(() => setShown(saved), [saved]);

  const change = async (keepOptionOrder: boolean) => {
    setShown(keepOptionOrder);
    setRefusal(null);
    try {
      await changeOrder({ id: set.id, keepOptionOrder }).unwrap();
      toast.success(
        t(keepOptionOrder ? 'authoringSets.info.optionOrderKept' : 'authoringSets.info.optionOrderShuffled'),
        {
          id: 'set-option-order-changed',
        },
      );
    } catch (error) {
      setShown(!keepOptionOrder);
      const reason = failureReason(error);
      const message = t('authoringSets.info.optionOrderFailed', { reason: t(reason.key, reason.values) });
      setRefusal(message);
      toast.error(message, { id: 'set-option-order-failed' });
    }
  };

  return (
    <Switch
      label={t('authoringSets.info.optionOrder')}
      description={t('authoringSets.info.optionOrderHelp')}
      checked={shown}
      disabled={state.isLoading}
      error={refusal}
      onChange={(event) => void change(event.currentTarget.checked)}
      data-testid="set-keep-option-order"
      data-saved={String(saved)}
      size="md"
    />
  );
}
