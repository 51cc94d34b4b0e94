import { CallbackRequestForm, type CallbackSender } from '../../forms/callback/CallbackRequestForm.tsx';
import { useSubmission } from '../../forms/use-submission.ts';
import type { GuestLeadRouter } from './guest-lead.ts';

/**
 * "Prefer we call you?" under 'No address found !', so the dead end can still become a lead: the request is stored
 * for the postcode searched, through the flow's own callback call.
 */
export default function NoAddressCallback({ router, postcode }: { router: GuestLeadRouter; postcode: string }) {
  const { busy, submit } = useSubmission();
  const sender: CallbackSender = {
    isPending: busy,
    send: (values, done) =>
      void submit((api) => api[router].requestCallback.mutate({ ...values, post_code: postcode }), done),
  };
  return <CallbackRequestForm sender={sender} headingLevel={3} />;
}
