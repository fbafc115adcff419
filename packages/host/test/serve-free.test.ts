import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseConfig } from '@svc/core'
import { convertPlugin } from '@svc/plugin-convert'
import { hashPlugin } from '@svc/plugin-hash'
import { describe, expect, it } from 'vitest'
import { freeServeConfig } from '../src/cli/free.ts'
import { UsageError } from '../src/cli/io.ts'
import { createHost } from '../src/host.ts'
import { svc } from './_cli.ts'

// Its own data folder, never one in the working directory (a host locks its folder).
const base = parseConfig({ dataDir: mkdtempSync(join(tmpdir(), 'svc-serve-free-')), prices: { 'convert.unit': 0.5 } })

describe('svc serve --free', () => {
  it('binds 127.0.0.1 unless told another loopback address', () => {
    expect(freeServeConfig(base, [convertPlugin], {}, {}).host).toBe('127.0.0.1')
    expect(freeServeConfig(base, [convertPlugin], { host: '::1' }, {}).host).toBe('::1')
    expect(freeServeConfig(base, [convertPlugin], {}, { SVC_HOST: 'localhost' }).host).toBe('localhost')
  })

  it('refuses another address, from --host or SVC_HOST, unless --allow-public-free', () => {
    expect(() => freeServeConfig(base, [convertPlugin], { host: '0.0.0.0' }, {})).toThrow(UsageError)
    expect(() => freeServeConfig(base, [convertPlugin], {}, { SVC_HOST: '192.0.2.7' })).toThrow(/free on 192\.0\.2\.7, add --allow-public-free/)
    expect(freeServeConfig(base, [convertPlugin], { host: '0.0.0.0', allowPublicFree: true }, {}).host).toBe('0.0.0.0')
  })

  it('refuses on the command line before serving anything, saying what to add', async () => {
    const run = await svc(['serve', '--free', '--host', '0.0.0.0', '--port', '0'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('add --allow-public-free')
    expect((await svc(['serve', '--allow-public-free', '--port', '0'])).stderr).toContain('--allow-public-free goes with --free')
  })

  it('serves every operation free, over its configured price, without using the trial', async () => {
    const plugins = [convertPlugin, hashPlugin]
    const config = freeServeConfig(base, plugins, {}, {})
    expect(Object.keys(config.prices)).toEqual(expect.arrayContaining(['convert.unit', 'convert.currency', ...hashPlugin.operations.map((op) => `${op.group ?? hashPlugin.group}.${op.name}`)]))
    const host = await createHost({ config, plugins })
    try {
      for (let i = 0; i < 2; i++) {
        const response = await host.svc.app.fetch(new Request('http://127.0.0.1/api/convert/unit?value=1&from=mi&to=km'))
        expect(response.status).toBe(200)
        expect((await response.json()).meta).toMatchObject({ endpoint: 'convert.unit', caller: 'free' })
      }
    } finally {
      await host.svc.close()
    }
  })
})
