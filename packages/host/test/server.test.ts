import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'
import { existsSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseConfig } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { createHost, listen } from '../src/index.ts'
import { makeProject, pluginSource } from './_project.ts'

describe('host over a real port', () => {
  it('starts fresh from an empty data dir, serves the catalog and operations, and shuts down gracefully', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'svc-host-')), 'data')
    const cwd = makeProject([{ name: 'acme-weather', manifest: { svc: { plugin: true } }, source: pluginSource('acme-weather', 'acme') }])
    const lines: string[] = []
    const host = await createHost({ cwd, config: parseConfig({ port: 0, host: '127.0.0.1', dataDir, plugins: { include: ['acme-weather', 'convert'] } }) })
    const server = await listen(host, (line) => lines.push(line))
    try {
      const health = await fetch(`${server.url}/health`)
      expect(await health.json()).toMatchObject({ ok: true, state: 'embedded' })
      const directory = await (await fetch(`${server.url}/api/directory`)).json()
      const ids = directory.operations.map((entry: { id: string }) => entry.id)
      expect(ids).toEqual(expect.arrayContaining(['acme.ping', 'batch.run', 'search.endpoints']))
      const unpaid = await fetch(`${server.url}/api/acme/ping?who=x`)
      expect(unpaid.status).toBe(402)
      const trial = await fetch(`${server.url}/api/acme/ping?who=x&trial=1`)
      expect(trial.status).toBe(200)
      expect((await fetch(`${server.url}/api/acme/ping?who=x&trial=1`)).status).toBe(402)
      expect(existsSync(join(dataDir, 'state.log'))).toBe(true)
      expect(lines.some((line) => / GET \/api\/acme\/ping 200 /.test(line))).toBe(true)
      // The trial is remembered across a restart of the host (state on disk).
      await server.close()
      const again = await listen(await createHost({ cwd, config: parseConfig({ port: 0, host: '127.0.0.1', dataDir, plugins: { include: ['acme-weather'] } }) }), () => {})
      expect((await fetch(`${again.url}/api/acme/ping?who=x&trial=1`)).status).toBe(402)
      await again.close()
    } finally {
      await server.close()
    }
  })

  it('lets its data folder go when its port is taken', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-port-taken-'))
    const taken = createServer().listen(0, '127.0.0.1')
    await once(taken, 'listening')
    const port = (taken.address() as AddressInfo).port
    try {
      const host = await createHost({ plugins: [], config: parseConfig({ port, host: '127.0.0.1', log: 'off', dataDir }) })
      await expect(listen(host, () => {})).rejects.toThrow(/EADDRINUSE/)
      const next = await createHost({ plugins: [], config: parseConfig({ port: 0, host: '127.0.0.1', log: 'off', dataDir }) })
      await next.svc.close()
    } finally {
      taken.close()
    }
  })
})

// The CLI runs from source through tsx: its first start compiles the host and core, which on a
// loaded machine takes well past the default timeouts, so these tests allow two minutes.
describe('svc CLI', { timeout: 120_000 }, () => {
  const cli = (args: string[], cwd: string) => spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, '../src/cli.ts'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, SVC_LOG: 'off' },
    timeout: 120_000,
  })

  it('lists installed plugins and their operations as JSON', () => {
    const cwd = makeProject([{ name: 'acme-weather', manifest: { svc: { plugin: true } }, source: pluginSource('acme-weather', 'acme') }])
    const result = cli(['list', '--json'], cwd)
    expect(result.status, result.stderr).toBe(0)
    const listing = JSON.parse(result.stdout)
    expect(listing.plugins).toEqual(expect.arrayContaining([{ name: 'acme-weather', version: '1.2.3' }]))
    expect(listing.operations.find((row: { id: string }) => row.id === 'acme.ping')).toMatchObject({ method: 'GET', priceUsd: '0.001000', available: true, plugin: 'acme-weather' })
  })

  it('keeps serving when the program reading its output stops reading (svc serve | head -1)', async () => {
    const cwd = makeProject([{ name: 'acme-weather', manifest: { svc: { plugin: true } }, source: pluginSource('acme-weather', 'acme') }])
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, '../src/cli.ts'), 'serve'], {
      cwd,
      env: { ...process.env, PORT: '0', SVC_DATA_DIR: mkdtempSync(join(tmpdir(), 'svc-pipe-')) },
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          const found = /listening on (http:\/\/\S+)/.exec(output)
          if (found) resolve(found[1]!)
        })
        child.once('exit', () => reject(new Error(`exited before listening: ${output}`)))
      })
      // The reader goes away; every request now logs a line to a closed pipe.
      child.stdout.destroy()
      for (let i = 0; i < 5; i++) expect((await fetch(`${url}/api/acme/ping?who=x&trial=1`)).status).toBeLessThan(500)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(child.exitCode).toBeNull()
      expect((await fetch(`${url}/health`)).status).toBe(200)
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  })

  it('refuses a second svc serve on a data folder in use, naming it and the holder PID, and leaves the first host whole', async () => {
    const cwd = makeProject([{ name: 'acme-weather', manifest: { svc: { plugin: true } }, source: pluginSource('acme-weather', 'acme') }])
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-second-host-'))
    const config = parseConfig({ port: 0, host: '127.0.0.1', log: 'off', dataDir, plugins: { include: ['acme-weather'] } })
    const host = await createHost({ cwd, config })
    const server = await listen(host, () => {})
    try {
      // Dead records enough that a host opening this log would rewrite it at start.
      for (let i = 0; i < 5; i++) await host.svc.runtime.state.set('counter', i)
      const log = statSync(join(dataDir, 'state.log'))
      const second = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, '../src/cli.ts'), 'serve'], {
        cwd, encoding: 'utf8', env: { ...process.env, PORT: '0', SVC_DATA_DIR: dataDir }, timeout: 120_000,
      })
      expect(second.status).toBe(1)
      expect(second.stderr).toContain(`The data folder ${dataDir} is in use by another svc host (PID ${process.pid} on this machine`)
      expect(second.stdout).not.toContain('listening')
      expect(statSync(join(dataDir, 'state.log'))).toMatchObject({ ino: log.ino, size: log.size })
      // What the first host records afterwards is still there when it starts again.
      expect((await fetch(`${server.url}/api/acme/ping?who=x&trial=1`)).status).toBe(200)
    } finally {
      await server.close()
    }
    const again = await listen(await createHost({ cwd, config }), () => {})
    try {
      expect((await fetch(`${again.url}/api/acme/ping?who=x&trial=1`)).status).toBe(402)
    } finally {
      await again.close()
    }
  })

  it('fails with a message naming the bad config key', () => {
    const cwd = makeProject([])
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, '../src/cli.ts'), 'list'], {
      cwd, encoding: 'utf8', env: { ...process.env, SVC_LOG: 'loud' }, timeout: 120_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/"log"/)
    expect(result.stderr).not.toMatch(/at .*\.ts/)
  })
})

describe('payments on the host', () => {
  it('uses @svc/x402 when it is installed: a paid call offers the configured rail', async () => {
    const repositoryRoot = join(import.meta.dirname, '../../..')
    const host = await createHost({
      cwd: repositoryRoot,
      config: parseConfig({ dataDir: mkdtempSync(join(tmpdir(), 'svc-server-')), plugins: { include: ['hash'] }, settings: { x402: { network: 'testnet', payTo: { evm: '0x1111111111111111111111111111111111111111' }, facilitatorUrl: 'http://127.0.0.1:9/facilitator' } } }),
    })
    expect(host.svc.runtime.gate.describe?.()).toMatch(/x402 v2 via http:\/\/127.0.0.1:9\/facilitator on EVM eip155:84532/)
    const response = await host.svc.app.fetch(new Request('http://localhost/api/hash/compute', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"a"}' }))
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body.accepts).toEqual([expect.objectContaining({ network: 'eip155:84532', amount: '2500', payTo: '0x1111111111111111111111111111111111111111' })])
    await host.svc.close()
  })
})
