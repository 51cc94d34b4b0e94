import type { EvidencedClaimId, PublicClaim, PublicSettings } from '@sme/domain';
import { createContext, useContext } from 'react';

const SettingsContext = createContext<PublicSettings | null>(null);
export const SettingsProvider = SettingsContext.Provider;

/** Contact details from the server's settings. */
export function useSettings(): PublicSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}

/** A figure claim the business has entered evidence for, or undefined: a page makes a claim only then. */
export function useClaim(id: EvidencedClaimId): PublicClaim | undefined {
  return useContext(SettingsContext)?.claims?.[id];
}
