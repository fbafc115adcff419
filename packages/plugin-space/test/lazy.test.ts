import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'

// The host's cold start loads every plugin: this one must not load astronomy-engine or satellite.js until a call needs them.
it('loads no computation library when the plugin is imported', () => {
  const hook = `data:text/javascript,${encodeURIComponent(`export async function resolve(s, c, n) { if (/^(astronomy-engine|satellite\\.js)/.test(s)) console.log('LOADED ' + s); return n(s, c) }`)}`
  const entry = pathToFileURL(join(import.meta.dirname, '..', 'src', 'index.ts')).href
  const script = `import { register } from 'node:module'; register(${JSON.stringify(hook)}); const { spacePlugin } = await import(${JSON.stringify(entry)}); console.log('OPERATIONS ' + spacePlugin.operations.length)`
  const run = spawnSync(process.execPath, ['--conditions=@svc/source', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8', timeout: 30_000 })
  expect(run.stderr).toBe('')
  expect(run.stdout).toContain('OPERATIONS 11')
  expect(run.stdout).not.toContain('LOADED')
})
