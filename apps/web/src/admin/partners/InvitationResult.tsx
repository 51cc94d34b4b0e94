import { PARTNER_INVITATION_HOURS } from '@sme/domain';
import { CopyButton } from '../../partner/CopyButton.tsx';
import { smallOutlineButton } from '../console-styles.ts';

export type Invitation = { sent: true } | { sent: false; link: string; reason: string };

/**
 * What became of an invitation: sent to the partner's address, or (e-mail off, or refused) why not and the
 * set-password link for the admin to pass on themselves.
 */
export function InvitationResult({ invitation, email, id }: { invitation: Invitation; email: string; id: string }) {
  if (invitation.sent) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
        Invitation sent to {email}
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm">
      <p role="status" className="font-medium text-amber-950">
        The invitation e-mail was not sent. {invitation.reason}
      </p>
      <label htmlFor={id} className="field-label">
        Set-password link for {email} (works for {PARTNER_INVITATION_HOURS} hours, once)
      </label>
      <input id={id} type="text" readOnly className="field-input" value={invitation.link} />
      <CopyButton text={invitation.link} label="Copy the link" className={smallOutlineButton} />
    </div>
  );
}
