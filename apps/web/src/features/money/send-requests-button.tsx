import { Button } from '@mantine/core';
import { useRequestPayments } from '../../api/money';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorText } from '../../ui/crud/error-text';
import { useConfirm } from '../../ui/use-confirm';
import { balancesTexts as texts } from './balances-texts';

interface SendRequestsButtonProps {
  /** How many families owe: the question says it, and none disables the button. */
  owing: number;
  onSent: (families: number) => void;
  onFailed: (message: string) => void;
}

/** 'Send payment requests': asks first, then POST /money/requests for every family who owes. */
export function SendRequestsButton({ owing, onSent, onFailed }: SendRequestsButtonProps) {
  const request = useRequestPayments();
  const confirm = useConfirm(
    (n: number) => texts.sendQuestion(n),
    async () => {
      try {
        const answer = await request.mutateAsync(undefined);
        onSent(answer.families);
      } catch (error) {
        onFailed(errorText(error, texts.sendFailed));
      }
    },
  );
  return (
    <>
      <Button disabled={owing === 0} onClick={() => confirm.ask(owing)}>
        {texts.sendRequests}
      </Button>
      <ConfirmDialog
        {...confirm.dialogProps}
        title={texts.sendRequests}
        confirmLabel={texts.send}
        destructive={false}
      />
    </>
  );
}
