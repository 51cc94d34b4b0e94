import type { CallbackMutation, CallbackSender } from './CallbackRequestForm.tsx';

/** A flow's requestCallback mutation as the form uses it, with what identifies the lead (its id or a postcode). */
export function callbackSender<Extra extends object>(mutation: CallbackMutation<Extra>, extra: Extra): CallbackSender {
  return {
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    send: (values, done) => mutation.mutate({ ...values, ...extra }, done),
  };
}
