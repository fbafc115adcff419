import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveFixtures, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { svc } from './_cli.ts'
import { makeProject } from './_project.ts'

// A plugin whose providers each fail one way on the fixture server (and one answers as documented).
const MODES = ['good', 'keyed', 'busy', 'walled', 'changed', 'gone', 'secret'] as const
const source = `
import * as v from 'valibot'
const provider = (mode, extra = {}) => ({ id: mode + '-api', name: mode + ' API', baseUrl: 'https://' + mode + '.invalid', docsUrl: 'https://' + mode + '.invalid/docs', ...extra })
const providers = {
  good: provider('good', { quota: { withoutKey: { requests: 2, perSeconds: 1 }, lockoutSeconds: 30 }, terms: { url: 'https://good.invalid/terms', commercial: { use: 'allowed' }, attribution: { text: 'Data by Good' } } }),
  keyed: provider('keyed'), busy: provider('busy'), walled: provider('walled'), changed: provider('changed'), gone: provider('gone'),
  secret: provider('secret', { key: { required: true, in: 'header', name: 'x-key', signupUrl: 'https://secret.invalid/keys' } }),
}
const item = v.object({ name: v.string() })
export default {
  name: 'acme-checked', version: '1.0.0', group: 'acme', core: '^0.1',
  operations: Object.entries(providers).map(([mode, upstream]) => ({
    name: mode, method: 'GET', description: 'Reads the ' + mode + ' provider.', input: v.object({ q: v.string() }), price: { usd: 0.01 },
    upstreams: [upstream], example: { params: { q: 'x' } },
    async handler({ input, upstream: client }) {
      const response = await client(upstream).json('/' + mode, { query: { q: input.q }, schema: item })
      return { ok: true, items: [response.data], total: 1, source: { provider: upstream.name, url: response.url, license: 'test' } }
    },
  })),
}
`

let server: FixtureServer
let cwd: string
let env: Record<string, string>
const wall = '<!DOCTYPE html><html><head><title>Request Access</title></head><body>Request Access</body></html>'
beforeAll(async () => {
  server = await serveFixtures({
    'GET /good': { body: { name: 'a good answer' } },
    'GET /keyed': { status: 401, body: { error: 'API key missing' } },
    'GET /busy': { status: 429, body: 'Too Many Requests' },
    'GET /walled': { headers: { 'content-type': 'text/html' }, body: wall },
    'GET /changed': { body: { title: 'renamed member' } },
    'GET /xml': { headers: { 'content-type': 'application/xml' }, body: '<?xml version="1.0"?><root/>' },
  })
  cwd = makeProject([{ name: 'acme-checked', manifest: { svc: { plugin: true } }, source }])
  env = { SVC_DATA_DIR: join(cwd, '.data'), SVC_UPSTREAM_RETRY_DELAY_MS: '0' }
  for (const mode of MODES) env[`SVC_UPSTREAM_${mode.toUpperCase()}_API_URL`] = mode === 'gone' ? 'http://127.0.0.1:1' : server.url
})
afterAll(() => server.close())

describe('svc providers', () => {
  it('lists each provider with its documentation, auth, limits, terms, operations and state on this host', async () => {
    const run = await svc(['providers'], env, cwd)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('good-api: good API')
    expect(run.stdout).toContain('  limits     2 requests per second; 30 s lockout after a 429')
    expect(run.stdout).toContain('  terms      commercial use allowed; attribution: "Data by Good" (https://good.invalid/terms)')
    expect(run.stdout).toContain('  auth       API key, required (SVC_UPSTREAM_SECRET_API_KEY: not set; get one at https://secret.invalid/keys)')
    expect(run.stdout).toContain('  this host  unavailable: it needs an API key for secret API')
    const listed = JSON.parse((await svc(['providers', '--json'], env, cwd)).stdout)
    expect(listed.providers.find((provider: { id: string }) => provider.id === 'good-api')).toMatchObject({
      docsUrl: 'https://good.invalid/docs', calls: server.url, auth: { kind: 'none' }, limits: { withoutKey: ['2 requests per second'], lockoutSeconds: 30 },
      terms: { commercial: { use: 'allowed' }, attribution: { text: 'Data by Good', url: 'https://good.invalid/terms' } }, operations: ['acme.good'], availability: { available: true },
    })
  })

  it('svc list shows each operation\'s providers, and each provider\'s limits and terms', async () => {
    const text = await svc(['list'], env, cwd)
    expect(text.stdout).toMatch(/acme\.good +GET +\$0\.010000 +data: good-api\n/)
    expect(text.stdout).toContain('good-api: good API. Limits: 2 requests per second; 30 s lockout after a 429. Terms: commercial use allowed; attribution: "Data by Good"')
    const listed = JSON.parse((await svc(['list', '--json'], env, cwd)).stdout)
    expect(listed.operations.find((row: { id: string }) => row.id === 'acme.good')).toMatchObject({ providers: ['good-api'] })
    expect(listed.providers).toContainEqual({ id: 'good-api', name: 'good API', limit: '2 requests per second; 30 s lockout after a 429', terms: 'commercial use allowed; attribution: "Data by Good"' })
  })

  it('check calls each provider with its examples and reports each failure mode; exit 1 while one fails', async () => {
    const run = await svc(['providers', 'check', '--json'], env, cwd)
    expect(run.code).toBe(1)
    const report = JSON.parse(run.stdout)
    const status = Object.fromEntries(report.providers.map((provider: { id: string; status: string }) => [provider.id, provider.status]))
    expect(status).toEqual({ 'good-api': 'ok', 'keyed-api': 'unauthorized', 'busy-api': 'rate-limited', 'walled-api': 'blocked', 'changed-api': 'changed-shape', 'gone-api': 'unreachable', 'secret-api': 'not-configured' })
    expect(report.providers.find((provider: { id: string }) => provider.id === 'changed-api').operations).toEqual([expect.objectContaining({ id: 'acme.changed', status: 'changed-shape', field: 'name' })])
    expect(report.failing).toEqual(['busy-api', 'changed-api', 'gone-api', 'keyed-api', 'walled-api'])
    const text = await svc(['providers', 'check'], env, cwd)
    expect(text.stdout).toContain('acme.changed changed shape at name')
    expect(text.stdout).toContain('acme.walled blocked (web page or bot wall): walled API answered with a web page')
    expect(text.stdout).toContain('7 providers: 1 ok, 5 failing, 1 not checked')
  })

  it('check of the providers named: exit 0 when they answer as their operations expect, 2 for an id no plugin calls', async () => {
    expect(await svc(['providers', 'check', 'good-api'], env, cwd)).toMatchObject({ code: 0, stdout: expect.stringMatching(/good-api\s+ok\n\s+acme\.good ok \(\d+ ms\)/) })
    const unknown = await svc(['providers', 'check', 'nobody-api'], env, cwd)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('no installed plugin calls nobody-api')
  })

  it('record writes each fixture its record.json lists from the live answer, and keeps those whose answer is wrong', async () => {
    const folder = join(cwd, 'node_modules', 'acme-checked', 'test', 'fixtures', 'good-api')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'walled.json'), '{"kept":true}\n')
    writeFileSync(join(folder, 'record.json'), JSON.stringify([
      { file: 'item.json', path: '/good', query: { q: 'x' } },
      { file: 'page.xml', path: '/xml', headers: { accept: 'application/xml' } },
      { file: 'walled.json', path: '/walled' },
    ]))
    const run = await svc(['providers', 'record', 'good-api'], env, cwd)
    expect(run.code).toBe(1)
    expect(readFileSync(join(folder, 'item.json'), 'utf8')).toBe('{\n  "name": "a good answer"\n}\n')
    expect(readFileSync(join(folder, 'page.xml'), 'utf8')).toBe('<?xml version="1.0"?><root/>')
    expect(readFileSync(join(folder, 'walled.json'), 'utf8')).toBe('{"kept":true}\n')
    expect(run.stdout).toContain('walled.json  not recorded: good API answered with a web page')
    expect(run.stdout).toContain('2 of 3 fixtures of good API recorded')
    expect(server.requests.find((request) => request.path === '/good' && request.query.get('q') === 'x')).toBeDefined()

    const out = join(cwd, 'recorded')
    writeFileSync(join(folder, 'record.json'), JSON.stringify([{ file: 'item.json', path: '/good' }]))
    expect((await svc(['providers', 'record', 'good-api', '--out', out], env, cwd)).code).toBe(0)
    expect(existsSync(join(out, 'item.json'))).toBe(true)
    writeFileSync(join(folder, 'record.json'), JSON.stringify([{ file: '../escape.json', path: '/good' }]))
    expect(await svc(['providers', 'record', 'good-api'], env, cwd)).toMatchObject({ code: 2, stderr: expect.stringContaining('at 0.file must be a file name in the fixture folder') })
    expect((await svc(['providers', 'record', 'busy-api'], env, cwd)).stderr).toContain('record.json does not exist')
  })
})
