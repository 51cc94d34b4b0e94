import { partnerPaths } from '@sme/domain';
import { useState } from 'react';
import { useRoute } from 'wouter';
import { PortalScreens } from './PortalScreens.tsx';
import { SetPasswordPage } from './SetPasswordPage.tsx';

/**
 * The partners' portal at /partner: a partner's referral link, QR code, referrals and earnings, or the sign-in form;
 * and the invitation's set-password page. Its page (portal.html) shows the loading state until the code arrives (the
 * session is the browser's), like the console; one component for both addresses, so choosing a password leads to the
 * sign-in form with the e-mail address already filled in.
 */
export default function PartnerApp() {
  const [onSetPassword] = useRoute(partnerPaths.setPassword);
  // The address whose password was just chosen: the sign-in form starts with it and says the password is set.
  const [passwordSetFor, setPasswordSetFor] = useState<string | null>(null);
  if (onSetPassword) return <SetPasswordPage onDone={setPasswordSetFor} />;
  return <PortalScreens passwordSetFor={passwordSetFor} />;
}
