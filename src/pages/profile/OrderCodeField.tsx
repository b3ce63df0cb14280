import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Box, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './OrderDetail.css.ts';

/**
 * The code the bot writes in the trade offer's message. Read-only so it can be selected by hand, with a
 * button that copies it, and the sentence that tells the buyer what to do with it.
 */
export function OrderCodeField({ code }: { code: string }) {
  const { t } = useLingui();
  const adviceId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(t`Order code copied`);
    } catch {
      notify.error(t`The code could not be copied: select it and copy it yourself.`);
    }
  };
  return (
    <Stack gap="sm">
      <Box display="flex" alignItems="flex-end" gap="sm">
        <TextField
          label={t`Order code`}
          value={code}
          isReadOnly
          aria-describedby={adviceId}
          className={styles.codeField}
        />
        <Button variant="secondary" onPress={() => void copy()} aria-label={t`Copy the order code`}>
          {t`Copy`}
        </Button>
      </Box>
      <p id={adviceId} className={styles.advice}>
        {t`Before you accept the trade offer in Steam, check that its message says "Order ${code}". Decline any offer without this code.`}
      </p>
    </Stack>
  );
}
