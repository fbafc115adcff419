// One check for the search data files a script writes: the committed file is what the script writes now.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const repositoryRoot = join(import.meta.dirname, '../../..')

/** An `it` that runs `scripts/<script>` with `--out` into a scratch folder and compares with `packages/core/<file>`. */
export function itIsWhatItsScriptWrites(script: string, file: string, timeoutMs: number): void {
  it(`is what scripts/${script} writes`, async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'svc-generated-'))
    try {
      const out = join(scratch, basename(file))
      await promisify(execFile)(join(repositoryRoot, 'node_modules/.bin/tsx'), [`scripts/${script}`, '--out', out], { cwd: repositoryRoot })
      const stale = `packages/core/${file} is stale: run \`tsx scripts/${script}\` and commit it`
      expect(readFileSync(join(repositoryRoot, 'packages/core', file), 'utf8') === readFileSync(out, 'utf8'), stale).toBe(true)
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  }, timeoutMs)
}
