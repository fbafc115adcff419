import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { format } from 'node:util'
import { convertPlugin } from '@svc/plugin-convert'
import { hashPlugin } from '@svc/plugin-hash'
import { validatePlugin } from '@svc/plugin-validate'
import { stubFacilitator, type StubFacilitator } from '@svc/x402/testing'
import { generatePrivateKey } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startHost, type RunningHost } from '../../client/test/_host.ts'
import { svc } from './_cli.ts'

/**
 * Runs every ```ts and ```sh block of docs/callers.md (but those marked `no-run`) against a fresh host
 * over a port, and compares what it prints with the ```text block that follows it (SHOW_GUIDE=1 prints what each printed).
 */
const guide = readFileSync(join(import.meta.dirname, '../../../docs/callers.md'), 'utf8')
const fence = /```(\w+)([^\n]*)\n([\s\S]*?)```/g
interface Example { kind: 'ts' | 'sh'; code: string; expected: string | undefined; line: number }
const examples: Example[] = []
for (let match = fence.exec(guide); match; match = fence.exec(guide)) {
  const [, kind, info, code] = match as unknown as [string, string, string, string]
  if ((kind !== 'ts' && kind !== 'sh') || info.includes('no-run')) continue
  const after = guide.slice(match.index + match[0].length)
  const output = /^\s*```text\n([\s\S]*?)```/.exec(after)
  examples.push({ kind, code, expected: output?.[1]?.trimEnd(), line: guide.slice(0, match.index).split('\n').length })
}

const scratch = join(import.meta.dirname, '.tmp')

/** `a "b c" d='e'` -> ['a', 'b c', 'd=e'] */
function words(line: string): string[] {
  return [...line.matchAll(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g)].map(([word]) => word.replace(/"([^"]*)"|'([^']*)'/g, '$1$2'))
}

/** What varies between runs: the time the next trial opens. */
const steady = (text: string) => text.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>').replace(/\(in 3[56]\d\d s\)|in 3[56]\d\d s;/g, (found) => found.replace(/3[56]\d\d/, '3600'))

describe('docs/callers.md', () => {
  let host: RunningHost
  let facilitator: StubFacilitator
  afterEach(async () => {
    await host?.close()
    await facilitator?.close()
    vi.restoreAllMocks()
  })

  it('has runnable examples, each followed by its output', () => {
    expect(examples.length).toBeGreaterThanOrEqual(6)
    expect(examples.filter((example) => example.expected === undefined).map((example) => example.line)).toEqual([])
  })

  it.each(examples.map((example) => [example.line, example] as const))('example at line %i prints what the guide says', async (_line, example) => {
    facilitator = await stubFacilitator()
    host = await startHost({ facilitatorUrl: facilitator.url, plugins: [convertPlugin, hashPlugin, validatePlugin] })
    const env = { SVC_URL: host.url, SVC_PAYER_EVM_KEY: generatePrivateKey(), SVC_SPEND_FILE: join(mkdtempSync(join(tmpdir(), 'svc-guide-')), 'spend.json') }
    const printed: string[] = []
    if (example.kind === 'sh') {
      for (const line of example.code.split('\n').filter((text) => text.startsWith('svc '))) {
        const run = await svc(words(line).slice(1), env)
        printed.push(...[run.stdout, run.stderr].filter(Boolean))
      }
    } else {
      mkdirSync(scratch, { recursive: true })
      const file = join(scratch, `guide-${example.line}.ts`)
      writeFileSync(file, example.code)
      vi.stubEnv('SVC_URL', env.SVC_URL)
      vi.stubEnv('SVC_PAYER_EVM_KEY', env.SVC_PAYER_EVM_KEY)
      vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(format(...args)))
      try {
        await import(file)
      } finally {
        rmSync(file, { force: true })
      }
    }
    if (process.env.SHOW_GUIDE) console.error(`--- line ${example.line}\n${steady(printed.join('\n'))}`)
    expect(steady(printed.join('\n'))).toBe(example.expected)
  })
})
