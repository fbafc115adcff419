#!/usr/bin/env node
// The README's first steps on the built packages, with whatever `node` runs this script (CI runs it on
// Node 20, 22 and 24): `svc serve` with every first-party plugin, then the README's first call, free in
// trial mode. Fails naming what did not happen.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const started = performance.now()
const child = spawn(process.execPath, [join(root, 'packages/host/dist/cli.mjs'), 'serve'], {
  cwd: root,
  env: { PATH: process.env.PATH, HOME: process.env.HOME, SVC_PORT: '0', SVC_HOST: '127.0.0.1', SVC_LOG: 'off', SVC_DATA_DIR: mkdtempSync(join(tmpdir(), 'svc-smoke-')) },
})
let output = ''
try {
  const url = await new Promise((resolveUrl, reject) => {
    const read = (chunk) => {
      output += chunk
      const found = /svc listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (found && /^try: /m.test(output)) resolveUrl(found)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`svc serve exited (${code}) before listening`)))
  })
  const plugins = Number(/with (\d+) plugins/.exec(output)?.[1])
  if (!(plugins > 100)) throw new Error(`served ${plugins} plugins, not every first-party one`)
  const answer = await (await fetch(`${url}/api/convert/unit?value=1&from=mi&to=km&trial=1`)).json()
  if (answer.data?.result !== 1.609344 || answer.meta?.caller !== 'trial') throw new Error(`the README's first call answered ${JSON.stringify(answer)}`)
  console.log(`smoke: Node ${process.version} served ${plugins} plugins and answered the README's first call (${Math.round(performance.now() - started)} ms)`)
} catch (error) {
  console.error(`smoke FAILED on Node ${process.version}: ${error.message}\n${output}`)
  process.exitCode = 1
} finally {
  child.kill('SIGTERM')
}
