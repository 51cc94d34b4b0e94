import type { EvidencedClaimId } from '@sme/domain';
import type { ReactNode } from 'react';
import { paths } from '../app/paths.ts';

/** The anchor of a claim's evidence on Our figures: businessesHelped → businesses-helped. */
export const claimAnchor = (id: EvidencedClaimId) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A figure claim, linked to its date and source on Our figures: a visitor can see what stands behind it. */
export function ClaimLink({ id, children }: { id: EvidencedClaimId; children: ReactNode }) {
  return (
    <a href={`${paths.ourFigures}#${claimAnchor(id)}`} className="underline decoration-dotted underline-offset-4">
      {children}
    </a>
  );
}
