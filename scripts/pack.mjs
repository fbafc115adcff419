// `pnpm pack` shared by the release checks (check-release.mjs, check-standalone.mjs): a package is packed
// once into `dest`, and a later check asking for it in the same folder gets that tarball. .ci/run gives
// both checks one folder (SVC_PACK_DIR); run alone, each packs into a folder of its own.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The folder tarballs go to: SVC_PACK_DIR when CI gives one, else a new temporary folder. */
export const packDir = () => process.env.SVC_PACK_DIR || mkdtempSync(join(tmpdir(), 'svc-pack-'))

/** The tarball of the package in `dir`, packed into `dest` unless it is there already; returns its path. */
export function pack(dir, dest) {
  const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  // pnpm's file name: @scope/name@1.2.3 -> scope-name-1.2.3.tgz.
  const tarball = join(dest, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`)
  mkdirSync(dest, { recursive: true })
  if (!existsSync(tarball)) execFileSync('pnpm', ['pack', '--pack-destination', dest], { cwd: dir, stdio: 'pipe' })
  if (!existsSync(tarball)) throw new Error(`pnpm pack of ${dir} wrote no ${tarball}`)
  return tarball
}
