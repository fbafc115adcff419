import { createError, type UpstreamClient } from '@svc/core'
import { isIP } from 'node:net'

/** Whether `ip` is a current Tor exit (the bulk exit list, one address per line; cached an hour). */
export async function isTorExit(client: UpstreamClient, ip: string): Promise<boolean> {
  const { data } = await client.text('/torbulkexitlist', { cacheTtlMs: 3_600_000 })
  const lines = data.split('\n').map((line) => line.trim()).filter((line) => line !== '')
  if (lines.length === 0 || !lines.every((line) => isIP(line))) throw createError('UPSTREAM_FAILED', 'The Tor exit list came in an unexpected format')
  return lines.includes(ip)
}
