import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signInAsAdmin } from '#api/adminAuth.ts';
import { formatApiError } from '#api/errors.ts';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { RouterLink } from '#app/RouterLink.tsx';
import { useSession } from '#app/session/sessionContext.tsx';
import { AdminLoginForm } from '#ui/AdminLoginForm/AdminLoginForm.tsx';
import { Panel } from '#ui/Box/Box.tsx';
import { brandName, Logo } from '#ui/Logo/Logo.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './AdminLoginPage.css.ts';
import { adminHomePath } from './adminHome.ts';

/**
 * The hidden back-office sign-in (spec §2). The token goes to the session actor, which alone keeps tokens;
 * the admin layout's guard then lets the administrator in.
 */
export function AdminLoginPage() {
  const { t } = useLingui();
  const title = t`Back-office sign-in`;
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title]);

  const session = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const signIn = useMutation({
    mutationFn: signInAsAdmin,
    onMutate: () => setFormError(undefined),
    onSuccess: (accessToken) => {
      session.send({ type: 'session.signIn', accessToken });
      void navigate({ to: adminHomePath, replace: true });
    },
    onError: (error) => {
      // Spec §8: one toast per message; the form keeps them all in view until the next attempt.
      const messages = formatApiError(error);
      setFormError(messages.join(' '));
      for (const message of messages) notify.error(message);
    },
  });

  return (
    <AriaProviders>
      <main className={styles.page}>
        <Panel
          as="section"
          padding="xxl"
          display="flex"
          flexDirection="column"
          alignItems="flex-start"
          gap="lg"
          className={styles.card}
          aria-labelledby="admin-login-title"
        >
          <RouterLink to="/" appearance="nav" aria-label={t`${brandName}, home`}>
            <Logo />
          </RouterLink>
          <h1 id="admin-login-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.form}>
            <AdminLoginForm onSubmit={signIn.mutate} formError={formError} isPending={signIn.isPending} />
          </div>
        </Panel>
      </main>
    </AriaProviders>
  );
}
