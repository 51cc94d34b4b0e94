import { partnerMessages } from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CredentialsForm, useCredentials } from '../account/CredentialsForm.tsx';
import { PageMeta } from '../app/page-meta.tsx';
import { useTRPC } from '../app/trpc.ts';
import { PortalField } from './PortalField.tsx';
import { PortalFrame } from './PortalFrame.tsx';

/** The portal's door: e-mail and password. The server's answer (wrong, locked) is read out. */
export function SignInForm({ passwordSetFor }: { passwordSetFor: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { values, setValues, forgetPassword } = useCredentials(passwordSetFor ?? '');
  const signIn = useMutation(
    trpc.partner.session.signIn.mutationOptions({
      onSuccess: async () => {
        forgetPassword();
        // Nothing another account read stays: every query starts again, the partner's own first.
        await queryClient.resetQueries();
      },
    }),
  );

  return (
    <PortalFrame>
      <PageMeta title="Sign in – Partner portal" />
      <div className="mx-auto w-full max-w-sm rounded-2xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="mb-2 text-2xl font-bold">Sign in to your partner portal</h1>
        <p className="mb-6 text-sm text-slate-700">
          Your referral link, the businesses you referred and your earnings.
        </p>
        {passwordSetFor && (
          <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
            {partnerMessages.passwordSet}
          </p>
        )}
        <CredentialsForm idPrefix="partner" Field={PortalField} values={values} setValues={setValues} signIn={signIn} />
      </div>
    </PortalFrame>
  );
}
