import { CONSOLE_PASSWORD_MAX, CONSOLE_PASSWORD_MIN, partnerMessages, partnerPaths } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageMeta } from '../app/page-meta.tsx';
import { useTRPC } from '../app/trpc.ts';
import { errorText } from '../admin/console-errors.ts';
import { PortalField } from './PortalField.tsx';
import { PortalFrame } from './PortalFrame.tsx';

const passwordsDiffer = 'The two passwords are not the same. Please type the same password twice.';
const linkIncomplete = 'This link is incomplete. Please open the whole link from your invitation e-mail.';

/** What is wrong with the chosen password, before the server is asked; null when nothing is. */
function passwordProblem(password: string, again: string): string | null {
  if (password.length < CONSOLE_PASSWORD_MIN) return partnerMessages.passwordTooShort;
  if (password.length > CONSOLE_PASSWORD_MAX) return partnerMessages.passwordTooLong;
  if (password !== again) return passwordsDiffer;
  return null;
}

/**
 * The invitation e-mail's link: the partner chooses their password (typed twice), then signs in. An expired or used
 * link is refused by the server with the way out (ask for a new one).
 */
export function SetPasswordPage({ onDone }: { onDone: (email: string) => void }) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  // Shown once the partner has tried to send: no message while they are still typing.
  const [problem, setProblem] = useState<string | null>(null);
  const setPasswordCall = useMutation(
    trpc.partner.session.setPassword.mutationOptions({
      onSuccess: ({ email }) => {
        onDone(email);
        navigate(partnerPaths.base);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(password, again);
    setProblem(found);
    if (!found) setPasswordCall.mutate({ token, password });
  };
  const alert = !token ? linkIncomplete : setPasswordCall.isError ? errorText(setPasswordCall.error) : null;

  return (
    <PortalFrame>
      <PageMeta title="Choose your password – Partner portal" />
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="mb-2 text-2xl font-bold">Choose your password</h1>
        <p className="mb-6 text-sm text-slate-700">
          For your partner portal. Then sign in with your e-mail address and this password.
        </p>
        <form onSubmit={submit} noValidate className="space-y-4">
          <PortalField
            id="new-password"
            label="New password"
            hint={`${CONSOLE_PASSWORD_MIN} to ${CONSOLE_PASSWORD_MAX} characters.`}
          >
            <input
              id="new-password"
              type="password"
              autoComplete="new-password"
              required
              minLength={CONSOLE_PASSWORD_MIN}
              maxLength={CONSOLE_PASSWORD_MAX}
              aria-describedby={problem ? 'new-password-hint password-problem' : 'new-password-hint'}
              aria-invalid={problem && problem !== passwordsDiffer ? true : undefined}
              className="field-input"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </PortalField>
          <PortalField id="new-password-again" label="New password again">
            <input
              id="new-password-again"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={problem ? 'password-problem' : undefined}
              aria-invalid={problem === passwordsDiffer ? true : undefined}
              className="field-input"
              value={again}
              onChange={(event) => setAgain(event.target.value)}
            />
          </PortalField>
          <div role="alert" className="min-h-6 space-y-1 text-sm font-medium text-red-700">
            {problem && <p id="password-problem">{problem}</p>}
            {alert && <p>{alert}</p>}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={!token || setPasswordCall.isPending}>
            Set password
          </button>
        </form>
      </div>
    </PortalFrame>
  );
}
