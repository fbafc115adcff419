// A built package must load from its own dist/: every relative import in its output (static, dynamic,
// re-export) must name a file inside dist that exists. The bundler leaves some specifiers as written
// (a dynamic import with attributes, for one), which then point into src/ or beside dist/, where a
// published package has nothing: the host would fail only when that code first runs.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { filesUnder } from './preset.mjs'

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"'\n]+)\1/g

/** `file: specifier` for each relative import under `dist` that leaves it or names no file. */
export function unresolvedImports(dist) {
  const problems = []
  for (const file of filesUnder(dist).filter((path) => /\.m?js$/.test(path))) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), match[2])
      const inside = !relative(dist, target).startsWith(`..${sep}`)
      if (!inside || !existsSync(target)) problems.push(`${relative(dist, file)}: ${match[2]}`)
    }
  }
  return problems
}
