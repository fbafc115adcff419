// A built package must load from what it publishes: every relative import in its output (static, dynamic,
// re-export) must name a file inside dist/ that exists, and every file it reads by `new URL(path,
// import.meta.url)` must exist in dist/ or in a folder its package.json `files` publishes. The bundler leaves
// some specifiers as written (a dynamic import with attributes, for one), which then point into src/ or beside
// dist/, where a published package has nothing: the host would fail only when that code first runs.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { filesUnder } from './preset.mjs'

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"'\n]+)\1/g
const FILE_URL = /\bnew URL\(\s*(["'])(\.{1,2}\/[^"'\n]+)\1\s*,\s*import\.meta\.url\s*\)/g

const within = (root, target) => target === root || !relative(root, target).startsWith('..')

/**
 * `file: specifier` for each relative import under `dist` that leaves it or names no file, and each file read
 * by URL that is not published (`files` of the package.json beside `dist`, default ['dist']). A URL to a `.ts`
 * file is the source-mode branch of a build-or-source choice, not read from the build: skipped.
 */
export function unresolvedImports(dist, files = publishedOf(dirname(dist))) {
  const packageDir = dirname(dist)
  const roots = files.map((entry) => (entry === 'dist' ? dist : resolve(packageDir, entry)))
  const problems = []
  for (const file of filesUnder(dist).filter((path) => /\.m?js$/.test(path))) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[2])
      if (!within(dist, target) || !existsSync(target)) problems.push(`${relative(dist, file)}: ${match[2]}`)
    }
    for (const match of text.matchAll(FILE_URL)) {
      if (match[2].endsWith('.ts')) continue
      const target = resolve(dirname(file), match[2])
      if (!roots.some((root) => within(root, target)) || !existsSync(target)) problems.push(`${relative(dist, file)}: ${match[2]}`)
    }
  }
  return problems
}

/** What the package in `dir` publishes (its package.json `files`), as paths relative to it. */
function publishedOf(dir) {
  const path = join(dir, 'package.json')
  const files = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).files : undefined
  return (files ?? ['dist']).map((entry) => entry.replace(/\/$/, '').split('/').join(sep))
}
