import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { useTRPC } from '../app/trpc.ts';
import { errorText } from './console-errors.ts';
import { headerButton } from './console-styles.ts';
import type { ConsoleUser } from './console-user.ts';

const switchButton = `${headerButton} aria-pressed:bg-white aria-pressed:text-brand-900`;

export const onDutyMessages = {
  on: 'You are on duty: new leads come to you in turn.',
  onWithoutTurns: 'You are on duty. New leads are not handed out in turn on this site (LEAD_ROUND_ROBIN is off).',
  off: 'You are off duty: new leads no longer come to you.',
} as const;

/**
 * The header's duty switch: on, the user takes new leads in turn with the others on duty (LEAD_ROUND_ROBIN). It says
 * its state in words, "On duty" or "Off duty", besides its icon and aria-pressed.
 */
export function OnDutySwitch({ user }: { user: ConsoleUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.admin.session.setOnDuty.mutationOptions({
      onSuccess: ({ onDuty }) => {
        queryClient.setQueryData(trpc.admin.session.me.queryKey(), (me) => (me ? { ...me, onDuty } : me));
        toast.success(
          onDuty ? (user.leadRoundRobin ? onDutyMessages.on : onDutyMessages.onWithoutTurns) : onDutyMessages.off,
        );
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  // While it saves, the switch shows the choice just made.
  const on = save.isPending ? save.variables.on : user.onDuty;
  return (
    <button
      type="button"
      className={switchButton}
      aria-pressed={on}
      disabled={save.isPending}
      onClick={() => save.mutate({ on: !on })}
    >
      {on ? <UserCheck aria-hidden="true" className="size-4" /> : <UserX aria-hidden="true" className="size-4" />}
      {on ? 'On duty' : 'Off duty'}
    </button>
  );
}
