import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createEmbeddedState } from '../src/state/index.ts'

const HOLDER = join(import.meta.dirname, 'fixtures/state-holder.ts')
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** A process with the state of `dir`, driven line by line (fixtures/state-holder.ts). */
function holder(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], { stdio: ['pipe', 'pipe', 'inherit'] })
  children.push(child)
  const lines: string[] = []
  let partial = ''
  let wake = () => {}
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n')
    partial = parts.pop()!
    lines.push(...parts)
    wake()
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const printed = async (pattern: RegExp): Promise<string> => {
    for (;;) {
      const line = lines.find((candidate) => pattern.test(candidate))
      if (line !== undefined) return line
      if (child.exitCode !== null) throw new Error(`holder exited without printing ${pattern}: ${lines.join(' | ')}`)
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), exited])
    }
  }
  const send = (line: string) => child.stdin!.write(`${line}\n`)
  /** Opens the folder: `held <pid>` or `refused: <message>`. */
  const open = async () => {
    await printed(/^ready$/)
    send('open')
    return printed(/^(held|refused)/)
  }
  const set = async (key: string, value: unknown) => {
    send(`set ${key} ${JSON.stringify(value)}`)
    await printed(new RegExp(`^ok ${key}$`))
  }
  return { child, printed, send, open, set, exited }
}

const folder = () => mkdtempSync(join(tmpdir(), 'svc-folder-lock-'))
const logInode = (dir: string) => statSync(join(dir, 'state.log')).ino

describe('one host per data folder (embedded state)', { timeout: 60_000 }, () => {
  it('refuses a second host, naming the folder and the holder PID, without touching the log', async () => {
    const dir = folder()
    const first = holder(dir)
    expect(await first.open()).toBe(`held ${first.child.pid}`)
    // Dead records enough that a host opening this log would rewrite it at start.
    for (let i = 0; i < 5; i++) await first.set('counter', i)
    const inode = logInode(dir)
    const second = holder(dir)
    const refusal = await second.open()
    expect(refusal).toMatch(new RegExp(`^refused: The data folder ${dir} is in use by another svc host \\(PID ${first.child.pid} on this machine, since `))
    expect(logInode(dir)).toBe(inode)
    // What the first host writes after the refusal is still there at its next start.
    await first.set('after', 'kept')
    first.send('close')
    await first.exited
    const reopened = createEmbeddedState({ dir })
    expect(await reopened.get('after')).toBe('kept')
    expect(await reopened.get('counter')).toBe(4)
    await reopened.close()
  })

  it('takes over the lock of a host killed with kill -9, with every write it acknowledged', async () => {
    const dir = folder()
    const crashed = holder(dir)
    await crashed.open()
    await crashed.set('acknowledged', 1)
    crashed.child.kill('SIGKILL')
    await crashed.exited
    const next = holder(dir)
    expect(await next.open()).toBe(`held ${next.child.pid}`)
    next.send('close')
    await next.exited
    const reopened = createEmbeddedState({ dir })
    expect(await reopened.get('acknowledged')).toBe(1)
    await reopened.close()
  })

  it('takes over a lock whose PID now belongs to another process (started at another time)', async () => {
    const dir = folder()
    const other = spawn('sleep', ['30'])
    children.push(other)
    mkdirSync(join(dir, 'lock'), { recursive: true })
    writeFileSync(join(dir, 'lock', '1'), JSON.stringify({ pid: other.pid, machine: hostname(), started: '1', since: '2026-01-01T00:00:00.000Z' }))
    const next = holder(dir)
    expect(await next.open()).toBe(`held ${next.child.pid}`)
  })

  it('lets exactly one of several hosts take over a stale lock at the same moment', async () => {
    const dir = folder()
    const crashed = holder(dir)
    await crashed.open()
    crashed.child.kill('SIGKILL')
    await crashed.exited
    const hosts = Array.from({ length: 5 }, () => holder(dir))
    await Promise.all(hosts.map((host) => host.printed(/^ready$/)))
    const answers = await Promise.all(hosts.map((host) => host.open()))
    expect(answers.filter((answer) => answer.startsWith('held'))).toHaveLength(1)
    expect(answers.filter((answer) => answer.startsWith('refused'))).toHaveLength(4)
  })
})

describe('one store per data folder in one process', () => {
  it('refuses a second store until the first is closed, then hands the folder over', async () => {
    const dir = folder()
    const first = createEmbeddedState({ dir })
    expect(() => createEmbeddedState({ dir })).toThrow(`The data folder ${dir} is in use by another svc host (PID ${process.pid} on this machine`)
    await first.set('a', 1)
    await first.close()
    const second = createEmbeddedState({ dir })
    expect(await second.get('a')).toBe(1)
    await second.close()
    expect(readdirSync(join(dir, 'lock'))).toHaveLength(1)
  })

  it('does not rewrite the log once another host holds the folder', async () => {
    const dir = folder()
    const state = createEmbeddedState({ dir })
    const [mine] = readdirSync(join(dir, 'lock'))
    // Another host took the folder (its lock numbered above this one's).
    writeFileSync(join(dir, 'lock', String(Number(mine) + 1)), JSON.stringify({ free: true }))
    const inode = logInode(dir)
    // Enough dead records that the next write would compact the log.
    const writes = Array.from({ length: 10_050 }, (_, i) => state.set('key', i))
    await expect(Promise.all(writes)).rejects.toThrow('is no longer locked by this host')
    expect(logInode(dir)).toBe(inode)
  })
})
