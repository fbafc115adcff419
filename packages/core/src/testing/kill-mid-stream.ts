import { spawn } from 'node:child_process'

/**
 * For durability tests: runs `node <args>` (a writer printing one line per acknowledged write),
 * kills it with SIGKILL as soon as `killWhen(lines so far)` says so, and answers every line it
 * printed before it died. A writer still running after `timeoutMs` is killed too.
 */
export function linesUntilKilled(args: string[], killWhen: (lines: readonly string[]) => boolean, timeoutMs = 60_000): Promise<string[]> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const lines: string[] = []
  let partial = ''
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n')
      partial = parts.pop()!
      lines.push(...parts)
      if (!child.killed && killWhen(lines)) child.kill('SIGKILL')
    })
    child.on('exit', () => {
      clearTimeout(guard)
      resolve(lines)
    })
    child.on('error', reject)
  })
}
