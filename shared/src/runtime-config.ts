// Site configuration the shell receives at start (inside /remotes.json) and
// hands to every section through this one module, so that no remote needs its
// own copy of URLs that differ between deployments.

export interface RuntimeConfig {
  /** Base URL of the API, '/api' when the API serves the site itself. */
  apiBaseUrl: string;
  /** CN_SITE_URL: the Chinese-language site. */
  cnSiteUrl: string;
  /** The brand, one configuration value. */
  siteName: string;
}

const defaults: RuntimeConfig = {
  apiBaseUrl: '/api',
  cnSiteUrl: 'https://cn.ferrolink.example',
  siteName: 'Ferrolink Industrial Networks',
};

let current: RuntimeConfig = { ...defaults };
const listeners = new Set<(config: RuntimeConfig) => void>();

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config };
  for (const listener of listeners) listener(current);
}

export function onRuntimeConfigChange(listener: (config: RuntimeConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
