import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = join(import.meta.dirname, '../src')

/** Every module the client's entry reaches through relative imports, with the bare packages they import. */
function graph(entry: string): { files: Map<string, string>; packages: Set<string> } {
  const files = new Map<string, string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    const text = readFileSync(file, 'utf8')
    files.set(file, text)
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (specifier!.startsWith('.')) visit(join(dirname(file), specifier!))
      else packages.add(specifier!)
    }
  }
  visit(entry)
  return { files, packages }
}

describe('the client runs in browsers', () => {
  for (const entry of ['index.ts', 'codegen/index.ts']) {
    it(`${entry} reaches no node: module, Buffer or process`, () => {
      const { files, packages } = graph(join(src, entry))
      expect(files.size).toBeGreaterThan(entry === 'index.ts' ? 10 : 1)
      expect([...packages].filter((name) => name.startsWith('node:'))).toEqual([])
      for (const [file, text] of files) {
        const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
        expect(code, file).not.toMatch(/\bBuffer\b|\bprocess\.|\brequire\(/)
      }
    })
  }

  it('loads only browser-capable packages: the official x402 scheme clients and sign-in extension, mppx\'s client and @solana/kit (types)', () => {
    const { packages } = graph(join(src, 'index.ts'))
    // batch-settlement/client keeps channels in memory (its file storage is another entry). sign-in-with-x is zod, viem, siwe, @noble/curves, @scure/base and tweetnacl: none needs Node.
    expect([...packages].sort()).toEqual(['@solana/kit', '@x402/core/client', '@x402/core/types', '@x402/evm/batch-settlement/client', '@x402/evm/exact/client', '@x402/evm/upto/client', '@x402/extensions/sign-in-with-x', '@x402/svm/exact/client', 'mppx', 'mppx/client'])
  })
})
