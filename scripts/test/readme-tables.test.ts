import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { defineOperation, definePlugin, defineUpstream, type RegisteredOperation } from '@svc/core'
import { catalogEntry } from '@svc/catalog'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { operationTable, TABLE_END, TABLE_START, withTable } from '../readme/operation-table.ts'
import { firstPartyPlugins, PACKAGES } from '../readme/plugins.ts'
import { operationsById, SOURCES_END, SOURCES_START, sourcesTable, withSources } from '../readme/sources-table.ts'
import { withTables } from '../readme/with-tables.ts'

let plugins: Awaited<ReturnType<typeof firstPartyPlugins>>
beforeAll(async () => {
  plugins = await firstPartyPlugins()
}, 300_000)

describe('plugin README operation tables', () => {
  it('are what the registry says (run `pnpm readme:tables` after changing an operation)', () => {
    expect(plugins.length).toBeGreaterThan(100)
    const stale = plugins.filter(({ readme, plugin }) => {
      const text = readFileSync(readme, 'utf8')
      return withTable(text, operationTable(plugin)) !== text
    })
    expect(stale.map(({ readme }) => relative(PACKAGES, readme))).toEqual([])
  })

  it('catch a stale row: a price edited by hand differs from the generated table', () => {
    const convert = plugins.find(({ readme }) => readme.includes('/plugin-convert/'))!
    const text = readFileSync(convert.readme, 'utf8')
    const edited = text.replace('| GET /api/convert/unit | 0.0025 |', '| GET /api/convert/unit | 0.003 |')
    expect(edited).not.toBe(text)
    expect(withTable(edited, operationTable(convert.plugin))).toBe(text)
    expect(withTable(edited, operationTable(convert.plugin))).not.toBe(edited)
  })

  it('need their markers', () => {
    expect(withSources('# plugin\n\n| id | source | cache TTL |\n', '| id |')).toBeUndefined()
    expect(withSources(`${SOURCES_START}\nold\n${SOURCES_END}\n`, 'new')).toBe(`${SOURCES_START}\nnew\n${SOURCES_END}\n`)
    expect(withTable('# plugin\n\n| id | price |\n', '| id |')).toBeUndefined()
    expect(withTable(`${TABLE_START}\nold\n${TABLE_END}\n`, 'new')).toBe(`${TABLE_START}\nnew\n${TABLE_END}\n`)
  })

  it('refuse a README missing either table: neither is left to be hand-written', () => {
    const { readme, plugin } = plugins.find(({ readme }) => readme.includes('/plugin-worldbank/'))!
    const text = readFileSync(readme, 'utf8')
    const operations = operationsById([plugin])
    expect(withTables(text, plugin, operations)).toBe(text)
    const withoutSources = text.slice(0, text.indexOf(SOURCES_START)) + text.slice(text.indexOf(SOURCES_END) + SOURCES_END.length)
    expect(() => withTables(withoutSources, plugin, operations)).toThrow(/no sources table markers/)
    expect(() => withTables(text.replace(TABLE_START, ''), plugin, operations)).toThrow(/no operation table markers/)
  })
})

describe('plugin README sources tables', () => {
  let byId: Map<string, RegisteredOperation> | undefined
  const operations = () => (byId ??= operationsById(plugins.map(({ plugin }) => plugin)))
  const sourced = () => plugins.filter(({ readme }) => readFileSync(readme, 'utf8').includes(SOURCES_START))

  it('are what the operations declare, cache TTLs included (run `pnpm readme:tables` after changing one)', () => {
    expect(sourced().length).toBe(plugins.length)
    const stale = sourced().filter(({ readme, plugin }) => {
      const text = readFileSync(readme, 'utf8')
      return withSources(text, sourcesTable(plugin, operations())) !== text
    })
    expect(stale.map(({ readme }) => relative(PACKAGES, readme))).toEqual([])
  })

  it("give a source naming another operation that operation's own rows, marked via (vehicle.profile, aircraft.profile)", () => {
    const cells = (dir: string, id: string) => {
      const found = plugins.find(({ readme }) => readme.includes(`/${dir}/`))!
      return sourcesTable(found.plugin, operations()).split('\n').filter((row) => row.startsWith(`| ${id} |`)).map((row) => row.slice(`| ${id} | `.length))
    }
    expect(cells('plugin-aircraft', 'aircraft.profile')).toEqual(expect.arrayContaining(cells('plugin-aviation', 'aviation.accidents').map((row) => `via \`aviation.accidents\` (the aviation plugin): ${row}`)))
    expect(cells('plugin-vehicle', 'vehicle.profile').filter((row) => row.startsWith('via `vehicle.recalls`'))).toEqual(cells('plugin-vehicle', 'vehicle.recalls').map((row) => `via \`vehicle.recalls\`: ${row}`))
    expect(cells('plugin-aviation', 'aviation.accidents').length).toBeGreaterThan(0)
  })

  it('name the plugin serving an operation of another plugin, and an operation required that none serves (agent-infra watchers)', () => {
    const infra = plugins.find(({ readme }) => readme.includes('/plugin-agent-infra/'))!
    const rows = sourcesTable(infra.plugin, operations()).split('\n')
    const quote = sourcesTable(plugins.find(({ readme }) => readme.includes('/plugin-stocks/'))!.plugin, operations()).split('\n').filter((row) => row.startsWith('| stocks.quote |')).map((row) => row.slice('| stocks.quote | '.length))
    expect(quote.length).toBeGreaterThan(0)
    expect(rows.filter((row) => row.startsWith('| watchers.stock-price |'))).toEqual(quote.map((row) => `| watchers.stock-price | via \`stocks.quote\` (the stocks plugin): ${row}`))
    const watcher = (requires: string[]) => definePlugin({
      name: 'the watching test plugin',
      version: '0.0.0',
      group: 'watching',
      operations: [defineOperation({ name: 'quote', method: 'POST', description: 'Watches a quote.', input: v.object({}), price: { usd: 0 }, requires, sources: [{ operation: 'quotes.latest' }], handler: () => ({}) })],
    })
    expect(sourcesTable(watcher(['quotes.latest']), operations()).split('\n').slice(2)).toEqual(['| watching.quote | `quotes.latest` (no first-party plugin serves it: unavailable until one is installed) | its own |'])
    expect(() => sourcesTable(watcher([]), operations())).toThrow('quotes.latest, which no first-party plugin defines')
  })

  it("show a source's query after its path and the empty path as the base URL", () => {
    const api = defineUpstream({ id: 'rows-api', name: 'Rows API', baseUrl: 'https://rows.invalid' })
    const plugin = definePlugin({
      name: '@svc/plugin-rows-test',
      version: '0.0.0',
      group: 'rows',
      operations: [defineOperation({
        name: 'read',
        method: 'GET',
        description: 'Reads rows.',
        input: v.object({}),
        price: { usd: 0 },
        upstreams: [api],
        sources: [{ path: '/data', query: { product: 'predictions', interval: 'hilo' }, cacheTtl: '1h' }, { path: '/data', cacheTtl: '6min' }, { path: '', method: 'POST', cacheTtl: '15s' }],
        handler: () => ({}),
      })],
    })
    expect(sourcesTable(plugin).split('\n').slice(2)).toEqual([
      '| rows.read | Rows API `GET /data?product=predictions&interval=hilo` | 1 h |',
      '| rows.read | Rows API `GET /data` | 6 min |',
      '| rows.read | Rows API `POST` (its base URL) | 15 s |',
    ])
  })

  it('catch a TTL edited by hand: the generated row says the declared one', () => {
    const { readme, plugin } = sourced()[0]!
    const text = readFileSync(readme, 'utf8')
    const table = sourcesTable(plugin, operations())
    const row = table.split('\n')[2]!
    const edited = text.replace(row, row.replace(/\| [^|]+ \|$/, '| 99 days |'))
    expect(edited).not.toBe(text)
    expect(withSources(edited, table)).toBe(text)
  })
})

describe('prices of first-party operations', () => {
  it('are stated once, in the catalog: no operation the catalog lists states an amount', () => {
    const restated = plugins.flatMap(({ plugin }) =>
      plugin.operations
        .filter((operation) => catalogEntry(`${operation.group ?? plugin.group}.${operation.name}`) !== undefined)
        .filter((operation) => operation.price !== undefined && ('usd' in operation.price || 'from' in operation.price || typeof operation.price.upto === 'number'))
        .map((operation) => `${operation.group ?? plugin.group}.${operation.name}`),
    )
    expect(restated).toEqual([])
  })
})
