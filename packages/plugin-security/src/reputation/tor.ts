import { createError, type OperationSource, type UpstreamClient } from '@svc/core'
import { isIP } from 'node:net'
import { torExits } from '../upstreams/tor-exits.ts'

/** What `isTorExit` reads, for the `sources` of the operations that call it: the exit list is kept an hour. */
export const torExitsSource: OperationSource = { upstream: torExits, path: '/torbulkexitlist', cacheTtl: '1h' }

/** Whether `ip` is a current Tor exit (the bulk exit list, one address per line; cached an hour). */
export async function isTorExit(client: UpstreamClient, ip: string): Promise<boolean> {
  const { data } = await client.text('/torbulkexitlist')
  const lines = data.split('\n').map((line) => line.trim()).filter((line) => line !== '')
  if (lines.length === 0 || !lines.every((line) => isIP(line))) throw createError('UPSTREAM_FAILED', 'The Tor exit list came in an unexpected format')
  return lines.includes(ip)
}
