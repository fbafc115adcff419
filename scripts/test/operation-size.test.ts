import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
/** Issue 40: an operation file reads as its declaration and a short handler; longer ones say why. */
const OPERATION_LIMIT = 80
/** The reason a longer file gives, on one of its first lines: `// Long because: <why>`. */
const LONG_BECAUSE = /^\/\/ Long because: \S/
const FIRST_LINES = 5

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/** Why a file is too long (its lines and the missing reason), or null when it is short or says why it is not. */
function tooLong(text: string): string | null {
  const lines = lineCount(text)
  if (lines <= OPERATION_LIMIT) return null
  return text.split('\n').slice(0, FIRST_LINES).some((line) => LONG_BECAUSE.test(line.trim())) ? null : `${lines} lines, no "// Long because:" line`
}

/** The hand-written operation files: each plugin's src/operations/*.ts but the generated index.ts. */
function operationFiles(): string[] {
  const packages = join(root, 'packages')
  return readdirSync(packages)
    .filter((name) => name.startsWith('plugin-') && existsSync(join(packages, name, 'src/operations')))
    .flatMap((name) => readdirSync(join(packages, name, 'src/operations')).filter((file) => file.endsWith('.ts') && file !== 'index.ts').map((file) => `${name}/src/operations/${file}`))
}

describe(`operation files (issue 40: over ${OPERATION_LIMIT} lines, split or justified)`, () => {
  it(`are at most ${OPERATION_LIMIT} lines, or begin with a "// Long because:" reason`, () => {
    const files = operationFiles()
    expect(files.length).toBeGreaterThan(100)
    const long = files.flatMap((file) => {
      const reason = tooLong(readFileSync(join(root, 'packages', file), 'utf8'))
      return reason ? [`${file}: ${reason}`] : []
    })
    expect(long, 'split the file (helpers beside it) or give the reason on one of its first lines').toEqual([])
  })

  it(`catch a file of ${OPERATION_LIMIT + 1} lines, and take one whose first lines give a reason`, () => {
    const body = `${Array.from({ length: OPERATION_LIMIT }, (_, index) => `const line${index} = ${index}`).join('\n')}\n`
    expect(tooLong(body)).toBeNull()
    expect(tooLong(`import * as v from 'valibot'\n${body}`)).toBe(`${OPERATION_LIMIT + 1} lines, no "// Long because:" line`)
    expect(tooLong(`// Long because: one table of forty provider codes\n${body}`)).toBeNull()
    expect(tooLong(`// Long because:\n${body}`), 'a reason is given').not.toBeNull()
    expect(tooLong(`${body}// Long because: too late to count\n`), 'on a first line').not.toBeNull()
  })
})
