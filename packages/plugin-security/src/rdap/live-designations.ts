import type { PluginContext, PluginLifecycle, UpstreamClient } from '@svc/core'
import type * as v from 'valibot'
import { ianaRdap } from '../upstreams/rdap.ts'
import { type Designation, type Designations, SHIPPED_DESIGNATIONS, useDesignations } from './designations.ts'
import { bootstrapBlocks, bootstrapFile } from './ip-network.ts'

const DAY_MS = 86_400_000
const FILES = { ipv4: '/rdap/ipv4.json', ipv6: '/rdap/ipv6.json' } as const

/**
 * The table IANA's two bootstrap files give, or null when either names no block of the five registries (a file
 * emptied or of another shape: the table kept is then the one before). A block of a registry this service does
 * not know is left out: the check lets its calls through, and the handler refuses them (not charged).
 */
export function designationsOf(ipv4: v.InferOutput<typeof bootstrapFile>, ipv6: v.InferOutput<typeof bootstrapFile>): Designations | null {
  const known = (file: v.InferOutput<typeof bootstrapFile>) =>
    bootstrapBlocks(file).flatMap(({ cidr, registry }): Designation[] => (registry ? [{ cidr, registry }] : []))
  const blocks = { ipv4: known(ipv4), ipv6: known(ipv6) }
  if (blocks.ipv4.length === 0 || blocks.ipv6.length === 0) return null
  return { source: `IANA RDAP bootstrap (ipv4.json ${ipv4.publication ?? 'unpublished'}, ipv6.json ${ipv6.publication ?? 'unpublished'})`, blocks: [...blocks.ipv4, ...blocks.ipv6] }
}

/** Reads IANA's current files through the upstream client (cached a day, like the handlers' reads) and uses them; false, keeping the table, when IANA cannot be read or its files are malformed. */
export async function refreshDesignations(iana: UpstreamClient): Promise<boolean> {
  try {
    const [ipv4, ipv6] = await Promise.all([iana.json(FILES.ipv4, { schema: bootstrapFile }), iana.json(FILES.ipv6, { schema: bootstrapFile })])
    const table = designationsOf(ipv4.data, ipv6.data)
    if (table) useDesignations(table)
    return table !== null
  } catch {
    return false
  }
}

let refreshing: Promise<boolean> | undefined

/** The read of IANA's bootstrap under way or last done (true: its table is used), for tests and diagnostics; undefined before any. */
export const designationsRefresh = (): Promise<boolean> | undefined => refreshing

/**
 * The plugin's lifecycle: reads IANA's bootstrap when the host starts (not awaited: a host does not wait for IANA
 * to listen) and once a day after, never per call; until then, or while IANA cannot be read, the table is the
 * shipped copy (or the last one read). Stopping the host goes back to the shipped copy.
 */
export function liveDesignations(): PluginLifecycle {
  const timers = new Set<ReturnType<typeof setInterval>>()
  const refresh = (ctx: PluginContext) => {
    refreshing = refreshDesignations(ctx.upstream(ianaRdap)).then((used) => {
      ctx.log(used ? 'RDAP registry table: IANA\'s current bootstrap' : 'RDAP registry table: IANA\'s bootstrap could not be read; the table kept is the shipped copy or the last one read')
      return used
    })
  }
  return {
    start(ctx) {
      refresh(ctx)
      const timer = setInterval(() => refresh(ctx), DAY_MS)
      timer.unref()
      timers.add(timer)
    },
    async stop() {
      for (const timer of timers) clearInterval(timer)
      timers.clear()
      await refreshing
      useDesignations(SHIPPED_DESIGNATIONS)
    },
  }
}
