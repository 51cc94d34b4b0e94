import { Toaster } from 'sonner';

/** The toaster the console's alerts about leads go to, apart from its messages ("Call logged", "Rate saved"). */
export const ALERTS_TOASTER = 'console-alerts';

/**
 * Alerts stack, up to three at a time and each for 10 s, in the corner the messages do not use: with one toaster
 * showing one toast at a time, a lead's "Next try due" went out of sight the moment another lead arrived, before the
 * agent could open it. New leads share one toast ("3 new leads", announce.ts), so a busy hour cannot push a
 * follow-up out.
 */
export function AlertsToaster() {
  return (
    <Toaster
      id={ALERTS_TOASTER}
      // Its own name: two regions both called "Notifications" could not be told apart (axe's landmark-unique).
      containerAriaLabel="Lead alerts"
      position="bottom-right"
      duration={10_000}
      visibleToasts={3}
      expand
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
    />
  );
}
