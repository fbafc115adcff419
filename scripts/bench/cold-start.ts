import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { percentiles, ratio } from './measure.ts'

const root = join(import.meta.dirname, '../..')
const cli = join(root, 'packages/host/dist/cli.mjs')

/** Time from spawning `svc serve` (built) until it listens, next to a bare `node -e` start. */
export async function benchColdStart(runs: number): Promise<{ hostMs: number; bareMs: number }> {
  console.log(`\ncold start: svc serve with all first-party plugins until listening, ${runs} runs`)
  const bare: number[] = []
  const host: number[] = []
  for (let i = 0; i < runs; i++) {
    bare.push(await timeUntil(['-e', 'console.log("listening")'], 'listening'))
    host.push(await timeUntil([cli, 'serve'], 'listening on'))
  }
  const b = percentiles(bare).p50
  const h = percentiles(host).p50
  console.log(`  bare node start (p50)                          ${b.toFixed(0).padStart(6)} ms`)
  console.log(`  svc serve until listening (p50)                ${h.toFixed(0).padStart(6)} ms`)
  ratio('host start / bare node start', h / b, 'host start < 1000 ms')
  return { hostMs: h, bareMs: b }
}

function timeUntil(args: string[], marker: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, PORT: '0', SVC_DATA_DIR: mkdtempSync(join(tmpdir(), 'svc-bench-')), SVC_LOG: 'off' },
    })
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`no "${marker}" within 20 s: ${output}`))
    }, 20_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes(marker)) return
      const elapsed = performance.now() - started
      clearTimeout(timer)
      child.kill('SIGTERM')
      child.once('exit', () => resolve(elapsed))
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  })
}
