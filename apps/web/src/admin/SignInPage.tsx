import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CredentialsForm, useCredentials } from '../account/CredentialsForm.tsx';
import { PageMeta, SITE_NAME } from '../app/page-meta.tsx';
import { useTRPC } from '../app/trpc.ts';
import { ConsoleField } from './ConsoleField.tsx';

/** The console's door: e-mail and password. The server's answer (wrong, locked, disabled) is read out. */
export function SignInPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { values, setValues, forgetPassword } = useCredentials('');
  const signIn = useMutation(
    trpc.admin.session.signIn.mutationOptions({
      onSuccess: async () => {
        forgetPassword();
        await queryClient.invalidateQueries();
      },
    }),
  );

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <PageMeta title="Sign in – Console" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-md">
        <p className="text-sm font-semibold text-brand-700">{SITE_NAME} Console</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">Sign in to the console</h1>
        <CredentialsForm
          idPrefix="console"
          Field={ConsoleField}
          values={values}
          setValues={setValues}
          signIn={signIn}
        />
      </div>
    </main>
  );
}
