import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const cli = join(import.meta.dirname, '../src/cli.ts')
const repositoryRoot = join(import.meta.dirname, '../../..')

export interface ServeRun {
  /** What it printed on stdout until it listened (through its `try:` line) or exited. */
  stdout: string[]
  stderr: string
  /** The exit code when it stopped by itself, before listening. */
  code: number | null
  stop(): Promise<void>
}

/**
 * `svc serve` as a process of its own, from the sources, at the repository root (the convert plugin
 * only, unless `SVC_PLUGINS_INCLUDE` says otherwise), as an operator starts it: resolves once it has
 * printed its start-up lines, or once it exited.
 */
export async function serveProcess(env: Record<string, string>, args: string[] = []): Promise<ServeRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', cli, 'serve', ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', SVC_PORT: '0', SVC_LOG: 'off', SVC_PLUGINS_INCLUDE: 'convert', SVC_DATA_DIR: mkdtempSync(join(tmpdir(), 'svc-serve-')), ...env },
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (/^try: /m.test(stdout)) resolve(null)
    })
    void exited.then(resolve)
  })
  return {
    get stdout() {
      return stdout.trimEnd().split('\n')
    },
    get stderr() {
      return stderr
    },
    code,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
