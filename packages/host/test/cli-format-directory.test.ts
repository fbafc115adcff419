import type { DirectoryEntry } from '@svc/client'
import { describe, expect, it } from 'vitest'
import { formatDirectory } from '../src/cli/format.ts'

const entry = (more: Partial<DirectoryEntry>): DirectoryEntry => ({
  id: 'security.ip-block', group: 'security', description: 'The registered network block of an IP address.', available: true, pricing: 'fixed',
  versions: [{ version: null, path: '/api/security/ip-block', method: 'GET', deprecated: false, price: { usd: 0.001 }, accepts: [], responseShape: 'normalized', params: {} }],
  ...more,
})

describe('svc directory', () => {
  it('says which calls of an available operation this host refuses, and why an unavailable one is', () => {
    const text = formatDirectory([
      entry({ availableExcept: 'uses ARIN RDAP, whose terms do not allow charging for its data; set SVC_UPSTREAM_RDAP_ARIN_ACCEPT_TERMS=true' }),
      entry({ id: 'security.ip-reputation', available: false, unavailableReason: 'needs a key' }),
    ])
    expect(text).toContain('available, except calls that need: uses ARIN RDAP')
    expect(text).toContain('unavailable: needs a key')
  })
})
