// Node only: a lock between processes and whole-file writes, for the files programs calling svc share
// (the spend file, the channel file).
import { link, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'

/** Another process held the file's lock for longer than the wait (the spend or channel file). */
export class SpendFileLockedError extends Error {
  override readonly name = 'SpendFileLockedError'
}

/** Writes a file whole, then renames it into place: a reader never sees half of it. */
export async function writeWhole(path: string, text: string, mode?: number): Promise<void> {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`
  await writeFile(temporary, text, mode === undefined ? {} : { mode })
  await rename(temporary, path)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A lock between processes: `<path>` created exclusively holds it. A lock whose process is gone (same
 * machine), or older than `staleMs`, is taken to be left by a crashed process and removed.
 */
export class FileLock {
  constructor(private readonly path: string, private readonly timeoutMs: number, private readonly staleMs: number, private readonly what: string) {}

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
      if (Date.now() > deadline) throw new SpendFileLockedError(`${this.what} is locked by another process (${this.path}); remove the lock if no svc program is running`)
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
