import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '../src/errors.ts'

const repositoryRoot = join(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8')

describe('the error codes a host answers with', () => {
  it('are all in the operators\' table (docs/operating.md), each with its status, and nothing else is', () => {
    const section = read('docs/operating.md').split('## Errors callers see')[1]!
    const documented = Object.fromEntries([...section.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map(([, code, status]) => [code, Number(status)]))
    expect(documented).toEqual({ ...errorCodes })
  })

  it('are all listed in the core README with their status', () => {
    const readme = read('packages/core/README.md').split('## Error codes')[1]!
    for (const [code, status] of Object.entries(errorCodes)) expect(readme, code).toContain(`\`${code}\` ${status}`)
  })
})
