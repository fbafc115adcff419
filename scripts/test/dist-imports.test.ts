import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs build script, without type declarations
import { unresolvedImports } from '../build/dist-imports.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A package directory with the given files (path -> text); answers its dist/. */
function pkg(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dist-imports-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return join(root, 'dist')
}

it('accepts static, dynamic and re-exported imports of files inside dist/, and bare specifiers', () => {
  const dist = pkg({
    'dist/index.mjs': `import { a } from "./chunk.mjs"\nexport * from './nested/b.mjs'\nconst table = () => import("./table.mjs")\nimport 'valibot'\nimport("node:fs")`,
    'dist/chunk.mjs': 'export const a = 1',
    'dist/nested/b.mjs': `import "../chunk.mjs"`,
    'dist/table.mjs': 'export default {}',
  })
  expect(unresolvedImports(dist)).toEqual([])
})

it('names each import that leaves dist/ or names no file (what the bundler left as written)', () => {
  const dist = pkg({
    'dist/index.mjs': `const cwe = () => import("../data/cwe.json", { with: { type: "json" } })\nimport { gone } from './gone.mjs'`,
    'data/cwe.json': '{}',
  })
  expect(unresolvedImports(dist)).toEqual(['index.mjs: ../data/cwe.json', 'index.mjs: ./gone.mjs'])
})

it('checks files read by URL against what the package publishes (its package.json files)', () => {
  const read = `const table = readFileSync(new URL("../data/airports.tsv.gz", import.meta.url))\nconst worker = url.endsWith(".ts") ? new URL("../../worker.ts", import.meta.url) : new URL("./worker.mjs", import.meta.url)`
  const published = pkg({ 'package.json': '{"files":["dist","data"]}', 'dist/index.mjs': read, 'dist/worker.mjs': '', 'data/airports.tsv.gz': '' })
  expect(unresolvedImports(published)).toEqual([])
  const unpublished = pkg({ 'package.json': '{"files":["dist"]}', 'dist/index.mjs': read, 'dist/worker.mjs': '', 'data/airports.tsv.gz': '' })
  expect(unresolvedImports(unpublished)).toEqual(['index.mjs: ../data/airports.tsv.gz'])
})
