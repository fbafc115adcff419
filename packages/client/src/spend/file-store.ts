// Node only (reached from `@svc/client/env`): spend records in a JSON file shared by processes.
import { link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { dirname } from 'node:path'
import type { SpendRecord, SpendStore } from './ledger.ts'

export interface FileSpendStoreOptions {
  /** How long to wait for another process's update before failing (ms, default 10 s). */
  lockTimeoutMs?: number
  /** A lock older than this is taken to be left by a crashed process and removed (ms, default 30 s). */
  staleLockMs?: number
}

export class SpendFileLockedError extends Error {
  override readonly name = 'SpendFileLockedError'
}

/**
 * Spend records in a JSON file, so a daily limit holds across runs and across processes. Every update
 * holds `<path>.lock` (created exclusively) while it reads, changes and writes the file (whole, then
 * renamed), so two processes sharing the file can never both fit under a limit only one fits under.
 */
export function fileSpendStore(path: string, options: FileSpendStoreOptions = {}): SpendStore {
  const lock = new FileLock(`${path}.lock`, options.lockTimeoutMs ?? 10_000, options.staleLockMs ?? 30_000)
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
        const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`
        await writeFile(temporary, JSON.stringify(records))
        await rename(temporary, path)
        return records
      })
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

class FileLock {
  constructor(private readonly path: string, private readonly timeoutMs: number, private readonly staleMs: number) {}

  async hold<T>(run: () => Promise<T>): Promise<T> {
    // Who holds it, and a nonce so that each holding is told apart (also within one process).
    const token = `${process.pid} ${hostname()} ${Math.random().toString(36).slice(2)}`
    await this.acquire(token)
    try {
      return await run()
    } finally {
      await this.release(token)
    }
  }

  private async acquire(token: string): Promise<void> {
    const deadline = Date.now() + this.timeoutMs
    for (let attempt = 0; ; attempt++) {
      try {
        await writeFile(this.path, token, { flag: 'wx' })
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      if (await this.removeIfStale()) continue
      if (Date.now() > deadline) throw new SpendFileLockedError(`The spend file is locked by another process (${this.path}); remove the lock if no svc program is running`)
      await sleep(Math.min(2 ** attempt, 50) + Math.random() * 5)
    }
  }

  private async release(token: string): Promise<void> {
    // Only our own lock: had it been taken for stale, another process may hold the path now.
    if ((await readFile(this.path, 'utf8').catch(() => undefined)) === token) await unlink(this.path).catch(() => {})
  }

  /** Removes a lock whose process is gone (same machine) or that is older than any update takes. */
  private async removeIfStale(): Promise<boolean> {
    let holder: string
    let age: number
    try {
      holder = await readFile(this.path, 'utf8')
      age = Date.now() - (await stat(this.path)).mtimeMs
    } catch (error) {
      // Released meanwhile: try again at once.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
      throw error
    }
    const [pid, host] = holder.split(' ')
    const gone = host === hostname() && Number(pid) !== process.pid && !isRunning(Number(pid))
    if (!gone && age < this.staleMs) return false
    // Move it aside, then make sure what was moved is the lock judged stale and not one taken since.
    const aside = `${this.path}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.stale`
    try {
      await rename(this.path, aside)
    } catch {
      return true
    }
    const moved = await readFile(aside, 'utf8').catch(() => holder)
    if (moved !== holder) await link(aside, this.path).catch(() => {})
    await unlink(aside).catch(() => {})
    return true
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
