import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { percentiles, ratio } from './measure.ts'

/**
 * A restart on the embedded state: reopening a state of `keys` records (kv-sized values) until it
 * answers, next to what any replay must do at least: read the log and parse each line. A restart
 * that rewrote the whole state each time (as compaction at every start did) shows here.
 */
export async function benchRestart(keys: number, runs = 3): Promise<void> {
  console.log(`\nrestart: reopening an embedded state of ${keys.toLocaleString('en-US')} keys on disk, median of ${runs}`)
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-restart-'))
  try {
    const state = createEmbeddedState({ dir })
    const value = { v: 'x'.repeat(100), b: 100, t: '2026-01-01T00:00:00.000Z' }
    for (let i = 0; i < keys; i += 1000) {
      await Promise.all(Array.from({ length: Math.min(1000, keys - i) }, (_, j) => state.set(`infra:kv:${String((i + j) % 200).padStart(32, '0')}:key${i + j}`, value)))
    }
    await state.close()
    const reopen: number[] = []
    const readOnly: number[] = []
    for (let run = 0; run < runs; run++) {
      let started = performance.now()
      const lines = readFileSync(join(dir, 'state.log'), 'utf8').split('\n')
      for (const line of lines) if (line) JSON.parse(line)
      readOnly.push(performance.now() - started)
      started = performance.now()
      const reopened = createEmbeddedState({ dir })
      await reopened.get('infra:kv:missing')
      reopen.push(performance.now() - started)
      await reopened.close()
    }
    const [opened, read] = [percentiles(reopen).p50, percentiles(readOnly).p50]
    console.log(`  read and parse the log (p50)                   ${read.toFixed(0).padStart(6)} ms`)
    console.log(`  reopen until it answers (p50)                  ${opened.toFixed(0).padStart(6)} ms`)
    ratio('embedded reopen / reading and parsing its log', opened / read, 'a small multiple (< 2): a start replays the log, it does not rewrite the state')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
