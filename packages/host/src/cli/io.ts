/** The host the caller commands call unless told another (--url, SVC_URL). */
export const DEFAULT_URL = 'http://localhost:3000'

/** Where a command writes and what it reads, so tests run commands in process. */
export interface CliIo {
  out(text: string): void
  err(text: string): void
  env: Record<string, string | undefined>
  cwd: string
}

export function processIo(): CliIo {
  ignoreClosedPipes()
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
    cwd: process.cwd(),
  }
}

let pipesGuarded = false

/**
 * Output read by a program that stopped reading (`svc serve | head -1`, `svc list | head`) makes
 * the next write fail with EPIPE, an error that would end the process: a server keeps serving, a
 * listing finishes; what is lost is only output nobody reads.
 */
function ignoreClosedPipes(): void {
  if (pipesGuarded) return
  pipesGuarded = true
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error
    })
  }
}

/** A wrong use of the CLI: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}
