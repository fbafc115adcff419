// Node only (reached from `@svc/client/env`): spend records in a JSON file shared by processes.
import { mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { FileLock, writeWhole } from '../file-lock.ts'
import type { SpendRecord, SpendStore } from './ledger.ts'

export interface FileSpendStoreOptions {
  /** How long to wait for another process's update before failing (ms, default 10 s). */
  lockTimeoutMs?: number
  /** A lock older than this is taken to be left by a crashed process and removed (ms, default 30 s). */
  staleLockMs?: number
}

export { SpendFileLockedError } from '../file-lock.ts'

/**
 * Spend records in a JSON file, so a daily limit holds across runs and across processes. Every update
 * holds `<path>.lock` (created exclusively) while it reads, changes and writes the file (whole, then
 * renamed), so two processes sharing the file can never both fit under a limit only one fits under.
 */
export function fileSpendStore(path: string, options: FileSpendStoreOptions = {}): SpendStore {
  const lock = new FileLock(`${path}.lock`, options.lockTimeoutMs ?? 10_000, options.staleLockMs ?? 30_000, 'The spend file')
  const read = async (): Promise<SpendRecord[]> => {
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'))
      return Array.isArray(parsed) ? (parsed as SpendRecord[]) : []
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }
  return {
    // The file is only ever replaced by a rename, so a read without the lock sees one whole version.
    load: read,
    async update(change) {
      await mkdir(dirname(path), { recursive: true })
      return lock.hold(async () => {
        const records = change(await read())
        await writeWhole(path, JSON.stringify(records))
        return records
      })
    },
  }
}
