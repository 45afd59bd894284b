import { createContext, useContext } from 'react'
import type { PublicSettings } from '../../shared/public-settings'

export const PublicSettingsContext = createContext<PublicSettings | null>(null)

export function usePublicSettings(): PublicSettings {
  const settings = useContext(PublicSettingsContext)
  if (!settings) throw new Error('usePublicSettings needs <PublicSettingsContext.Provider>')
  return settings
}
