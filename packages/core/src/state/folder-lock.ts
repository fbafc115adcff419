import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/**
 * One host per data folder. The lock is a folder `lock/` of numbered files, each written whole
 * (a hard link of a finished file, which fails when the name exists): the highest number says who
 * holds the folder, or that it is free. A host takes the folder by creating the next number, and
 * holds it if that number is still the highest once created; so of two hosts taking over a stale
 * lock at once exactly one wins, with no file ever deleted while it decides anything.
 */
export interface FolderLock {
  /** Whether this host still holds the folder (nothing numbered above its file). */
  held(): boolean
  /** Frees the folder: the next number says free. */
  release(): void
}

interface Holder {
  pid: number
  machine: string
  /** The process's start time since boot (Linux), so a reused PID is told apart from the holder. */
  started?: string
  boot?: string
  since: string
}
type LockRecord = Holder | { free: true }

export class FolderLockedError extends Error {
  override readonly name = 'FolderLockedError'
  constructor(readonly folder: string, readonly holder: Holder) {
    const where = holder.machine === hostname() ? 'on this machine' : `on ${holder.machine}`
    super(`The data folder ${folder} is in use by another svc host (PID ${holder.pid} ${where}, since ${holder.since}): stop that host, or give this one another folder (SVC_DATA_DIR) or shared state on Redis (SVC_REDIS_URL)`)
  }
}

/** A holder on another machine (a shared folder, another container) is judged by its heartbeat alone. */
const HEARTBEAT_MS = 10_000
const HEARTBEAT_STALE_MS = 60_000
/** Folders this process holds: a second store on one of them is refused, whatever its PID says. */
const heldHere = new Set<string>()

/** Takes the data folder for this process, or throws FolderLockedError naming the holder. */
export function lockFolder(folder: string): FolderLock {
  mkdirSync(folder, { recursive: true })
  const real = realpathSync(folder)
  const dir = join(real, 'lock')
  mkdirSync(dir, { recursive: true })
  for (let attempt = 0; attempt < 20; attempt++) {
    const numbers = lockNumbers(dir)
    const top = numbers.at(-1) ?? 0
    const current = top > 0 ? readRecord(dir, top) : { free: true as const }
    if (current === undefined) continue // taken over while we read it: look again
    if (!('free' in current) && (heldHere.has(real) || !isStale(dir, top, current))) throw new FolderLockedError(folder, current)
    const mine = top + 1
    if (!create(dir, mine, self())) continue // another host took this number first
    if ((lockNumbers(dir).at(-1) ?? 0) !== mine) continue // a host that read earlier numbered above us
    for (const number of lockNumbers(dir)) if (number < mine) remove(dir, number)
    heldHere.add(real)
    return holding(real, dir, mine)
  }
  throw new Error(`Could not lock the data folder ${folder}: other hosts kept taking it`)
}

function holding(real: string, dir: string, number: number): FolderLock {
  const path = join(dir, String(number))
  const heartbeat = setInterval(() => {
    const time = new Date()
    try {
      utimesSync(path, time, time)
    } catch {}
  }, HEARTBEAT_MS)
  heartbeat.unref()
  let released = false
  return {
    held: () => !released && (lockNumbers(dir).at(-1) ?? 0) === number,
    release() {
      if (released) return
      released = true
      clearInterval(heartbeat)
      heldHere.delete(real)
      if (create(dir, number + 1, { free: true })) remove(dir, number)
    },
  }
}

function self(): Holder {
  const started = startTime(process.pid)
  const boot = bootId()
  return { pid: process.pid, machine: hostname(), ...(started ? { started } : {}), ...(boot ? { boot } : {}), since: new Date().toISOString() }
}

/** A lock left by a host that is gone: crashed (kill -9), or its PID now belongs to another process. */
function isStale(dir: string, number: number, holder: Holder): boolean {
  if (holder.machine !== hostname()) return Date.now() - modifiedAt(dir, number) > HEARTBEAT_STALE_MS
  // This process holds nothing here (checked before): a lock with its PID is a former process's.
  if (holder.pid === process.pid) return true
  if (!isAlive(holder.pid)) return true
  const boot = bootId()
  if (holder.boot && boot && holder.boot !== boot) return true
  const started = startTime(holder.pid)
  return holder.started !== undefined && started !== undefined && holder.started !== started
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Field 22 of /proc/<pid>/stat (clock ticks from boot to the process's start); undefined off Linux. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return undefined
  }
}

function lockNumbers(dir: string): number[] {
  return readdirSync(dir).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b)
}

function readRecord(dir: string, number: number): LockRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, String(number)), 'utf8')) as LockRecord
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    // Unreadable: no live host wrote it (every lock file is linked complete); treat it as free.
    return { free: true }
  }
}

/** Creates the lock file `number` complete with `record`; false when the name exists. */
function create(dir: string, number: number, record: LockRecord): boolean {
  const pending = join(dir, `pending-${process.pid}-${randomBytes(6).toString('hex')}`)
  writeFileSync(pending, JSON.stringify(record))
  try {
    linkSync(pending, join(dir, String(number)))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(pending)
  }
}

function remove(dir: string, number: number): void {
  try {
    unlinkSync(join(dir, String(number)))
  } catch {}
}

function modifiedAt(dir: string, number: number): number {
  try {
    return statSync(join(dir, String(number))).mtimeMs
  } catch {
    return 0
  }
}
