import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { buildRegistry, defineOperation, definePlugin, parseConfig } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const input = v.object({ value: v.number(), from: v.string(), to: v.string() })
const handler = () => ({ ok: true })

describe('prices from the catalog', () => {
  it('mounts an operation of the catalog that states no price at the catalog\'s price (convert.unit: 0.0025)', async () => {
    const unit = defineOperation({ name: 'unit', method: 'GET', description: 'Converts a value between two units.', input, handler })
    const plugin = definePlugin({ group: 'convert', operations: [unit] })
    const operation = buildRegistry([plugin], parseConfig({})).byId.get('convert.unit')!
    expect(operation.price).toEqual({ mode: 'fixed', micros: 2500 })
    // The 402 asks for it: the test rail lists the amount of each offer.
    const app = h.open({ plugins: [plugin] }).app
    const answer = await app.request('/api/convert/unit?value=1&from=mi&to=km')
    expect(answer.status).toBe(402)
  })

  it('takes the catalog\'s billing: up-to (ai.translate), and from-and-quote with the operation\'s quote (ai.image)', () => {
    const translate = defineOperation({ name: 'translate', method: 'POST', description: 'Translates a text to a language.', input: v.object({ text: v.string() }), handler })
    const image = defineOperation({ name: 'image', method: 'POST', description: 'Draws images from a prompt.', input: v.object({ n: v.number() }), price: { quote: (body) => 0.09 * body.n }, handler })
    const registry = buildRegistry([definePlugin({ group: 'ai', operations: [translate, image] })], parseConfig({}))
    expect(registry.byId.get('ai.translate')!.price).toEqual({ mode: 'upto', maxMicros: 70500 })
    expect(registry.byId.get('ai.image')!.price).toMatchObject({ mode: 'variable', fromMicros: 90000, upto: false })
  })

  it('refuses, at definition, an operation the catalog does not list that states no price', () => {
    const own = defineOperation({ name: 'reading', method: 'GET', description: 'Reads the air quality somewhere.', input, handler })
    expect(() => definePlugin({ group: 'air-quality', operations: [own] })).toThrow('operation air-quality.reading states no price and the svc catalog does not list it: give it `price: { usd: <USD per call> }`')
    // The same operation stating its price is served at it.
    const priced = defineOperation({ ...own, price: { usd: 0.004 } })
    expect(buildRegistry([definePlugin({ group: 'air-quality', operations: [priced] })], parseConfig({})).byId.get('air-quality.reading')!.price).toEqual({ mode: 'fixed', micros: 4000 })
  })

  it('refuses a catalog operation priced per call without its quote, and a fixed one given a quote', () => {
    const image = defineOperation({ name: 'image', method: 'POST', description: 'Draws images from a prompt.', input: v.object({ n: v.number() }), handler })
    expect(() => definePlugin({ group: 'ai', operations: [image] })).toThrow('the svc catalog prices it per call (from 0.09 USD): give it `price: { quote }`')
    const unit = defineOperation({ name: 'unit', method: 'GET', description: 'Converts a value between two units.', input, price: { quote: () => 1 }, handler })
    expect(() => definePlugin({ group: 'convert', operations: [unit] })).toThrow('the svc catalog lists a fixed price (0.0025 USD), so it takes no `quote`')
  })

  it('lets an operation that states its price keep it (a third-party plugin serving a catalog id), and the operator override both', () => {
    const unit = defineOperation({ name: 'unit', method: 'GET', description: 'Converts a value between two units.', input, price: { usd: 0.01 }, handler })
    const plugin = definePlugin({ group: 'convert', operations: [unit] })
    expect(buildRegistry([plugin], parseConfig({})).byId.get('convert.unit')!.price).toEqual({ mode: 'fixed', micros: 10000 })
    expect(buildRegistry([plugin], parseConfig({ prices: { 'convert.unit': 0.02 } })).byId.get('convert.unit')!.price).toEqual({ mode: 'fixed', micros: 20000 })
  })
})
