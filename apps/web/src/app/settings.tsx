import type { PublicSettings } from '@sme/domain';
import { createContext, useContext } from 'react';

const SettingsContext = createContext<PublicSettings | null>(null);
export const SettingsProvider = SettingsContext.Provider;

/** Contact details from the server's settings. */
export function useSettings(): PublicSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}
