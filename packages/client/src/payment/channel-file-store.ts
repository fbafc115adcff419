// Node only (reached from `@svc/client/env`): x402 channel records in a JSON file shared by processes.
import { mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { FileLock, writeWhole } from '../file-lock.ts'
import type { ChannelRecord, ChannelStore } from './channel-store.ts'

export interface FileChannelStoreOptions {
  /** How long to wait for another process's update before failing (ms, default 10 s). */
  lockTimeoutMs?: number
  /** How long to wait for another process paying from the same channel (ms, default 120 s: a paid call may take long). */
  payTimeoutMs?: number
}

/**
 * Channel records in a JSON file (mode 0600: it names channels and voucher signatures), so a later
 * process goes on paying from the channel an earlier one opened. Every update holds `<path>.lock`
 * while it reads, changes and writes the file (whole, then renamed); a payment from a channel holds
 * `<path>.<channel>.lock` for its request, so two processes never sign the same running total.
 */
export function fileChannelStore(path: string, options: FileChannelStoreOptions = {}): ChannelStore {
  const lock = new FileLock(`${path}.lock`, options.lockTimeoutMs ?? 10_000, 30_000, 'The channel file')
  const read = async (): Promise<ChannelRecord[]> => {
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'))
      return Array.isArray(parsed) ? (parsed as ChannelRecord[]) : []
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }
  const payTimeout = options.payTimeoutMs ?? 120_000
  return {
    // Only ever replaced by a rename: a read without the lock sees one whole version.
    load: read,
    async update(change) {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      return lock.hold(async () => {
        const records = change(await read())
        await writeWhole(path, JSON.stringify(records, null, 1), 0o600)
        return records
      })
    },
    async exclusive(channelId, task) {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      // A lock older than a paid call can take is one a crashed process left.
      const paying = new FileLock(`${path}.${channelId.toLowerCase().replace(/[^0-9a-z]/g, '').slice(0, 66)}.lock`, payTimeout, payTimeout + 60_000, `The channel ${channelId}`)
      return paying.hold(task)
    },
  }
}
