import type * as Core from '@svc/core'

/**
 * The core the plugin sees in these tests: resolvePublicHost (and fetchPublicUrl) also allow the
 * loopback addresses of the local test servers; every other private address is still refused.
 * Use: `vi.mock('@svc/core', async (original) => (await import('./_loopback.ts')).withLoopbackHosts(await original()))`
 */
export async function withLoopbackHosts(core: typeof Core): Promise<typeof Core> {
  const { withLoopbackFetch } = await import('@svc/core/testing')
  const loopback = (address: string) => address === '127.0.0.1' || address === '::1'
  return {
    ...withLoopbackFetch(core),
    resolvePublicHost: (host, options = {}) => core.resolvePublicHost(host, { ...options, policy: (address, family) => loopback(address) || (options.policy ?? core.publicAddressesOnly)(address, family) }),
  }
}
