import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const manifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
const withBins = readdirSync(join(root, 'packages'))
  .map((name) => manifest(join(root, 'packages', name)))
  .filter((pkg) => pkg.bin)

describe('the commands of the workspace packages at the repository root', () => {
  it('are installed there, so `pnpm exec svc` and `pnpm exec svc-mcp` work as the READMEs say', () => {
    const rootDependencies = manifest(root).dependencies
    expect(withBins.map((pkg) => pkg.name).sort()).toEqual(['@svc/host', '@svc/mcp'])
    for (const pkg of withBins) {
      expect(rootDependencies[pkg.name], `${pkg.name} is a dependency of the repository root`).toBe('workspace:*')
      for (const command of Object.keys(pkg.bin)) expect(existsSync(join(root, 'node_modules/.bin', command)), `node_modules/.bin/${command}`).toBe(true)
    }
  })
})
