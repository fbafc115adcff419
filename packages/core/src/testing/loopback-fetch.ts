import type { fetchPublicUrl as FetchPublicUrl, publicAddressesOnly as PublicAddressesOnly } from '../url-guard/index.ts'

interface UrlGuard {
  fetchPublicUrl: typeof FetchPublicUrl
  publicAddressesOnly: typeof PublicAddressesOnly
}

/**
 * For a plugin test whose pages come from a fixture server on loopback:
 * `vi.mock('@svc/core', async (original) => (await import('@svc/core/testing')).withLoopbackFetch(await original()))`
 * gives the plugin a core whose fetchPublicUrl also reaches 127.0.0.1, every other private
 * address still refused (the guard's own tests cover those).
 */
export function withLoopbackFetch<T extends UrlGuard>(core: T): T {
  return {
    ...core,
    fetchPublicUrl: (url, options) =>
      core.fetchPublicUrl(url, { ...options, policy: (address, family) => address === '127.0.0.1' || (options.policy ?? core.publicAddressesOnly)(address, family) }),
  }
}
