import { runCli } from '../src/cli/main.ts'

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs `svc <args>` in process with its own environment; output as the terminal would show it. */
export async function svc(args: string[], env: Record<string, string | undefined> = {}, cwd = process.cwd()): Promise<CliRun> {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await runCli(args, { out: (text) => stdout.push(text), err: (text) => stderr.push(text), env: { ...env }, cwd })
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
}
