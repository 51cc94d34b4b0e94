import {
  useState,
  type ComponentType,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { errorText } from '../admin/console-errors.ts';

/** What a sign-in asks for, as password managers know the two fields. */
const credentials = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export interface Credentials {
  email: string;
  password: string;
}

/** The sign-in form's values, and the password forgotten once it has been used. */
export function useCredentials(email: string) {
  const [values, setValues] = useState<Credentials>({ email, password: '' });
  const forgetPassword = () => setValues((current) => ({ ...current, password: '' }));
  return { values, setValues, forgetPassword };
}

/** The sign-in call as the form needs it. */
interface SignInCall {
  mutate: (values: Credentials) => void;
  isError: boolean;
  error: unknown;
  isPending: boolean;
}

/** E-mail, password and Sign in; the server's answer (wrong, locked, disabled) is read out. */
export function CredentialsForm({
  idPrefix,
  Field,
  values,
  setValues,
  signIn,
}: {
  idPrefix: string;
  /** The area's own field (its label above the control). */
  Field: ComponentType<{ id: string; label: string; children: ReactNode }>;
  values: Credentials;
  setValues: Dispatch<SetStateAction<Credentials>>;
  signIn: SignInCall;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {credentials.map((field) => (
        <Field key={field.name} id={`${idPrefix}-${field.name}`} label={field.label}>
          <input
            id={`${idPrefix}-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            className="field-input"
            value={values[field.name]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field.name]: value }));
            }}
          />
        </Field>
      ))}
      <div role="alert" className="min-h-6 text-sm font-medium text-red-700">
        {signIn.isError ? errorText(signIn.error) : null}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={signIn.isPending}>
        Sign in
      </button>
    </form>
  );
}
