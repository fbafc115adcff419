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
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
    cwd: process.cwd(),
  }
}

/** A wrong use of the CLI: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}
