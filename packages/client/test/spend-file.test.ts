import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { fileSpendStore, SpendFileLockedError } from '../src/env.ts'
import { createClient, PaymentRefusedError, type SpendRecord } from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'
import { usePaidHost } from './_host.ts'
import { countingSigner } from './_wallet.ts'

const repositoryRoot = join(import.meta.dirname, '../../..')
const child = join(import.meta.dirname, '_spend-child.ts')
const spendFile = () => join(mkdtempSync(join(tmpdir(), 'svc-spend-')), 'nested', 'spend.json')

/** Starts processes running _spend-child.ts, lets them go at the same moment, and returns what each printed. */
async function raceProcesses(argvs: string[][]): Promise<unknown[]> {
  const processes = argvs.map((argv) => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', child, ...argv], { cwd: repositoryRoot, stdio: ['pipe', 'pipe', 'pipe'] })
    let stderr = ''
    process_.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const lines = createInterface({ input: process_.stdout })[Symbol.asyncIterator]()
    const next = async () => {
      const line = await lines.next()
      if (line.done) throw new Error(`child exited early: ${stderr}`)
      return line.value
    }
    const exited = new Promise<number | null>((resolve) => process_.on('exit', resolve))
    return { process_, next, exited, stderr: () => stderr }
  })
  for (const { next } of processes) expect(await next()).toBe('ready')
  for (const { process_ } of processes) process_.stdin.write('go\n')
  const outcomes = await Promise.all(processes.map(async ({ next }) => JSON.parse(await next()) as unknown))
  for (const { exited, stderr } of processes) expect(await exited, stderr()).toBe(0)
  return outcomes
}

describe('a spend file shared by processes', () => {
  const paid = usePaidHost()

  it('loses no update when two processes change it at the same time', async () => {
    const file = spendFile()
    const outcomes = await raceProcesses([['append', file, '40'], ['append', file, '40']])
    expect(outcomes).toEqual([{ appended: 40 }, { appended: 40 }])
    expect((JSON.parse(readFileSync(file, 'utf8')) as SpendRecord[]).length).toBe(80)
  }, 120_000)

  it('two processes paying at once cannot both pass the daily limit: exactly what fits is signed and settled', async () => {
    const file = spendFile()
    // $0.05 a day, each process trying twenty $0.01 calls at once: five fit in all.
    const outcomes = await raceProcesses([['pay', file, paid.host.url, '20', '0.05'], ['pay', file, paid.host.url, '20', '0.05']]) as Array<{ paid: number; refused: string[] }>
    expect(outcomes.reduce((sum, outcome) => sum + outcome.paid, 0)).toBe(5)
    expect(outcomes.flatMap((outcome) => outcome.refused)).toEqual(Array(35).fill('max_per_day'))
    expect(paid.facilitator.settled).toHaveLength(5)
    const records = JSON.parse(readFileSync(file, 'utf8')) as SpendRecord[]
    expect(records.map((record) => [record.amount, record.settled])).toEqual(Array(5).fill(['10000', true]))
    // A third program sharing the file sees the day spent.
    const later = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: countingSigner() }, spend: { maxPerDay: '0.05', store: fileSpendStore(file) } })
    expect(await later.spent()).toMatchObject({ dayUsd: '0.05', sessionUsd: '0' })
    await expect(later.call('demo.echo', { word: 'x' })).rejects.toBeInstanceOf(PaymentRefusedError)
  }, 120_000)

  it('takes over a lock left by a process that is gone, and waits for one that is held', async () => {
    const file = spendFile()
    const store = fileSpendStore(file, { lockTimeoutMs: 60_000 })
    await store.update(() => [])
    // A lock left by a crashed process: its pid no longer runs.
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.on('exit', resolve))
    writeFileSync(`${file}.lock`, `${gone.pid} ${hostname()} crashed`)
    expect(await store.update((records) => [...records])).toEqual([])
    // A lock held by a running process (this test's parent): the update waits until it is released.
    writeFileSync(`${file}.lock`, `${process.ppid} ${hostname()} busy`)
    let done = false
    const waiting = Promise.resolve(store.update((records) => records)).then(() => {
      done = true
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(done).toBe(false)
    unlinkSync(`${file}.lock`)
    await waiting
    expect(done).toBe(true)
    // Held for longer than the caller waits: a clear error, nothing written.
    writeFileSync(`${file}.lock`, `${process.ppid} ${hostname()} busy`)
    await expect(fileSpendStore(file, { lockTimeoutMs: 50 }).update(() => [])).rejects.toBeInstanceOf(SpendFileLockedError)
    unlinkSync(`${file}.lock`)
  })

  it('a refusal inside the update writes nothing and frees the lock', async () => {
    const file = spendFile()
    const store = fileSpendStore(file)
    await expect(Promise.resolve(store.update(() => {
      throw new Error('refused')
    }))).rejects.toThrow('refused')
    expect(await store.update((records) => [...records, { id: 'a', operation: 'x.y', network: 'n', amount: '1', at: 1, expiresAt: 2, settled: true }])).toHaveLength(1)
  })
})
