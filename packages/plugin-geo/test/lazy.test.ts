import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'

// The host's cold start loads every plugin: geo.ip's range tables and their reader must wait for the first call.
it('loads no IP data when the plugin is imported', () => {
  const hook = `data:text/javascript,${encodeURIComponent(`export async function resolve(s, c, n) { if (/ip\\/(handler|tables)\\.ts$|^countries-and-timezones|\\.csv$/.test(s)) console.log('LOADED ' + s); return n(s, c) }`)}`
  const entry = pathToFileURL(join(import.meta.dirname, '..', 'src', 'index.ts')).href
  const script = `import { register } from 'node:module'; register(${JSON.stringify(hook)}); const { geoPlugin } = await import(${JSON.stringify(entry)}); console.log('OPERATIONS ' + geoPlugin.operations.length)`
  const run = spawnSync(process.execPath, ['--conditions=@svc/source', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8', timeout: 30_000 })
  expect(run.stderr).toBe('')
  expect(run.stdout).toContain('OPERATIONS 7')
  expect(run.stdout).not.toContain('LOADED')
})
