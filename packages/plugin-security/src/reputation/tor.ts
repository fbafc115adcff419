import type { OperationSource, UpstreamClient } from '@svc/core'
import { isIP } from 'node:net'
import { torExits } from '../upstreams/tor-exits.ts'

/** What `isTorExit` reads, for the `sources` of the operations that call it: the exit list is kept an hour. */
export const torExitsSource: OperationSource = { upstream: torExits, path: '/torbulkexitlist', cacheTtl: '1h' }

/** Whether `ip` is a current Tor exit (the bulk exit list, one address per line; cached an hour). */
export async function isTorExit(client: UpstreamClient, ip: string): Promise<boolean> {
  // A list of another format is refused as the `accept`: never kept for the hour, counted by the breaker.
  const { data } = await client.text('/torbulkexitlist', { accept: (text) => addresses(text as string) !== null || 'The Tor exit list came in an unexpected format' })
  return addresses(data)!.includes(ip)
}

/** The addresses of the list, one a line; null when it is empty or a line is not an address. */
function addresses(text: string): string[] | null {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '')
  return lines.length > 0 && lines.every((line) => isIP(line)) ? lines : null
}
