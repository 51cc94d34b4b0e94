import { cookieHeader, PASSWORD, type Caller, type ConsoleTestbed } from '../console/console-testbed.ts';

/**
 * A partner made as the console makes one (a registration, approved by `admin` on a testbed without e-mail, so the
 * answer carries the set-password link), with their password set and signed in to the portal: their caller.
 */
export async function signedInPartner(
  bed: ConsoleTestbed,
  admin: Caller,
  email = 'pat.partner@example.co.uk',
): Promise<Caller> {
  await bed.visitor.forms.register({
    name: 'Pat Partner',
    email,
    phone: '07700 900555',
    business_address: '1 Row, Bath',
  });
  const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { partnerRegistration: { email } } });
  const { invitation } = await admin.admin.partners.approve({ leadId: lead.id });
  if (invitation.sent) throw new Error('The testbed has no e-mail: the link was expected in the answer.');
  const token = new URL(invitation.link).searchParams.get('token')!;
  await bed.caller().caller.partner.session.setPassword({ token, password: PASSWORD });
  const signIn = bed.caller();
  await signIn.caller.partner.session.signIn({ email, password: PASSWORD });
  return bed.caller(cookieHeader(signIn.cookies)).caller;
}
