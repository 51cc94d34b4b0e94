/**
 * What UK regulators expect a broker to say where it arranges energy or funding: how it is paid and where a complaint
 * can go (Ofgem's rules for third-party intermediaries: the Energy Ombudsman is the broker's dispute-resolution scheme)
 * and that it is a credit broker, not a lender (FCA).
 */
export const energyDisclosure =
  'We are an energy broker, not a supplier. We are paid commission by the supplier you choose, within your unit rate or standing charge; we tell you how much before you agree a contract. Complaints we cannot resolve can go to the Energy Ombudsman (energyombudsman.org), free of charge.';

export const fundingDisclosure =
  'We are a credit broker, not a lender. We introduce you to lenders and finance providers, who make their own decisions, and we may be paid commission by the provider you choose, which we will tell you about.';

export function BrokerDisclosure({ kind, className = '' }: { kind: 'energy' | 'funding'; className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid={`${kind}-disclosure`}>
      {kind === 'energy' ? energyDisclosure : fundingDisclosure}
    </p>
  );
}
