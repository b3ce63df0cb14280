import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { countriesQuery } from '#api/lists.queries.ts';
import { profileQuery } from '#api/profile.queries.ts';
import { profileCompletionMachine } from '#machines/profileCompletion/profileCompletion.machine.ts';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { ProfileForm } from '#ui/ProfileForm/ProfileForm.tsx';
import { AriaProviders } from '../AriaProviders.tsx';
import { useFormFlow } from '../forms/useFormFlow.ts';
import { ProfileArtwork } from './ProfileArtwork.tsx';
import { useIsSessionSettled, useIsSignedIn, useProfile } from './sessionContext.tsx';
import { takeReturnPath } from './steamLogin.ts';

/** Spec §9: while the user is not authenticated, the dialog is reopened every second. */
export const authReopenIntervalMs = 1_000;

/**
 * /auth-success (spec §2, §4): the non-closable dialog asking a newly signed-in user for their profile, beside
 * the side image. A user whose trade link is already set has nothing to complete and goes home (or back to the
 * page that asked for the sign-in).
 */
export function ProfileCompletionDialog() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSettled = useIsSessionSettled();
  const isSignedIn = useIsSignedIn();
  const { data: profile } = useProfile();
  const { data: countries = [] } = useQuery(countriesQuery);
  const [isOpen, setOpen] = useState(true);
  // Changing the key mounts an empty form: the reset of spec §4.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (isSignedIn) return;
    const reopen = setInterval(() => setOpen(true), authReopenIntervalMs);
    return () => clearInterval(reopen);
  }, [isSignedIn]);

  const alreadyComplete = Boolean(profile?.steam_trade_link);
  useEffect(() => {
    // Back to the page that asked for this sign-in (the settings tab before a trade link change), else home.
    if (alreadyComplete) void navigate({ href: takeReturnPath() ?? '/', replace: true });
  }, [alreadyComplete, navigate]);

  const completion = useFormFlow(profileCompletionMachine, {
    // The values stay on screen (locked) while the user reads the thanks; the form empties as they go home.
    leave: () => {
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      void navigate({ to: '/' });
    },
  });

  // Until the session and the profile are known, there is nothing to prefill and nobody to send home yet.
  const isReady = isSettled && (!isSignedIn || profile !== undefined) && !alreadyComplete;
  return (
    <AriaProviders>
      <Modal isOpen={isOpen && isReady} onOpenChange={setOpen} isClosable={false} size="lg">
        <Dialog heading={t`Please update your Profile Information`} image={<ProfileArtwork />}>
          <p>{t`We need these details to deliver your items and to send you your receipts.`}</p>
          <ProfileForm
            key={formKey}
            variant="completion"
            countries={countries}
            defaultValues={{ username: profile?.username ?? '', email: profile?.email ?? '' }}
            onSubmit={completion.submit}
            fieldErrors={completion.fieldErrors}
            isSending={completion.isBusy}
          />
        </Dialog>
      </Modal>
    </AriaProviders>
  );
}
