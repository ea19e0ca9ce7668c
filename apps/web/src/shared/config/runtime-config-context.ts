import { createContext, useContext } from 'react';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from './runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG);

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
