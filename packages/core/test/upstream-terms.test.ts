import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, defineOperation, definePlugin, defineUpstream, providersOf, type PluginDefinition, type SvcConfigInput, type UpstreamDefinition } from '../src/index.ts'
import { termsText } from '../src/upstream/facts.ts'
import { createTestApp, createTestPaymentGate, serveFixtures, TEST_PAYER_HEADER, type FixtureServer } from '../src/testing/index.ts'

let server: FixtureServer
beforeAll(async () => {
  server = await serveFixtures({
    'GET /forecast': (request) => ({ body: { host: request.headers.host, key: request.query.get('apikey'), temperature: 21 } }),
    'GET /card': { body: { name: 'Dark Magician', image: 'https://images.ygoprodeck.com/images/cards/46986414.jpg', small: 'https://cdn.images.ygoprodeck.com/s.jpg', page: 'https://ygoprodeck.com/card/dark-magician-4003' } },
  })
})
afterAll(() => server.close())

// Open-Meteo's terms: its free hosts are for non-commercial use; a paid plan uses other hosts and a key.
const weather = (keyedUrl = 'https://customer-api.weather.invalid') => defineUpstream({
  id: 'weather-api',
  name: 'Weather API',
  baseUrl: 'https://api.weather.invalid',
  key: { required: false, in: 'query', name: 'apikey', signupUrl: 'https://weather.invalid/pricing', baseUrlWithKey: keyedUrl },
  terms: { url: 'https://weather.invalid/terms', commercial: { use: 'with-key' }, attribution: { text: 'Weather data by Weather API', url: 'https://weather.invalid/license' } },
})
// Scryfall's terms: no paywall in front of its data.
const catalog = defineUpstream({ id: 'catalog-api', name: 'Catalog API', baseUrl: 'https://catalog.invalid', terms: { url: 'https://catalog.invalid/terms', commercial: { use: 'not-allowed', note: 'no paywall' } } })
// YGOPRODeck's: data free to use, its images not to be hotlinked.
const cards = defineUpstream({ id: 'card-db', name: 'Card DB', baseUrl: 'https://cards.invalid', terms: { url: 'https://cards.invalid/guide', commercial: { use: 'allowed' }, hotlinking: { allowed: false, hosts: ['images.ygoprodeck.com'] } } })

const source = { provider: 'test', url: 'https://example.org', license: 'test' }
const pluginOf = (upstream: UpstreamDefinition, path = '/forecast', extra: Partial<Parameters<typeof defineOperation>[0]> = {}): PluginDefinition => definePlugin({
  name: 'terms-plugin', version: '1.0.0', group: 'terms',
  operations: [defineOperation({
    name: 'read', method: 'GET', description: 'Reads the provider.', input: v.object({}), price: { usd: 0.01 }, upstreams: [upstream], ...extra,
    async handler({ upstream: client }) {
      const response = await client(upstream).json<Record<string, unknown>>(path, { cacheTtlMs: 60_000 })
      return { ok: true, items: [response.data], total: 1, source }
    },
  })],
})
const appOf = (plugin: PluginDefinition, upstreams: SvcConfigInput['upstreams'] = {}) => createTestApp({ plugins: [plugin], gate: createTestPaymentGate(), config: { upstreams } })
const paid = { headers: { [TEST_PAYER_HEADER]: '0x1111111111111111111111111111111111111111' } }

describe('provider terms, enforced', () => {
  it('keeps a provider whose free service is non-commercial unavailable until its key is set: 503 naming the setting before any 402', async () => {
    const plugin = pluginOf(weather())
    const app = appOf(plugin, { 'weather-api': { baseUrl: server.url } })
    const operation = app.runtime.registry.byId.get('terms.read')!
    expect(operation.availability).toEqual({ available: false, reason: expect.stringContaining('needs a key for Weather API, whose free service is for non-commercial use only (https://weather.invalid/terms): set SVC_UPSTREAM_WEATHER_API_KEY or upstreams.weather-api.key (https://weather.invalid/pricing)') })
    expect(operation.availability.reason).toContain('SVC_UPSTREAM_WEATHER_API_ACCEPT_TERMS=true or upstreams.weather-api.acceptTerms')
    const refused = await app.request('/api/terms/read')
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' })
    expect(server.requests).toHaveLength(0)
  })

  it('serves it with the key, on the provider\'s keyed hosts, and where the operator accepts the terms', async () => {
    const keyed = appOf(pluginOf(weather(server.url)), { 'weather-api': { key: 'k-123' } })
    const answer = await keyed.request('/api/terms/read', paid)
    expect(answer.status).toBe(200)
    expect((await answer.json()).data.items[0]).toMatchObject({ key: 'k-123', host: new URL(server.url).host })
    const accepted = appOf(pluginOf(weather()), { 'weather-api': { baseUrl: server.url, acceptTerms: true } })
    expect(accepted.runtime.registry.byId.get('terms.read')!.availability).toEqual({ available: true })
    expect((await accepted.request('/api/terms/read', paid)).status).toBe(200)
    expect(configFromEnv({ SVC_UPSTREAM_WEATHER_API_ACCEPT_TERMS: 'true' })).toEqual({ upstreams: { 'weather-api': { acceptTerms: true } } })
    expect(() => configFromEnv({ SVC_UPSTREAM_WEATHER_API_ACCEPT_TERMS: 'yes' })).toThrow(/SVC_UPSTREAM_WEATHER_API_ACCEPT_TERMS must be true or false/)
  })

  it('keeps a provider that forbids paid answers unavailable, whatever key, until the operator accepts its terms', () => {
    const plugin = pluginOf(catalog)
    expect(appOf(plugin, { 'catalog-api': { baseUrl: server.url, key: 'any' } }).runtime.registry.byId.get('terms.read')!.availability).toEqual({
      available: false, reason: expect.stringContaining('uses Catalog API, whose terms do not allow charging for its data (https://catalog.invalid/terms: no paywall)'),
    })
    expect(appOf(plugin, { 'catalog-api': { acceptTerms: true } }).runtime.registry.byId.get('terms.read')!.availability).toEqual({ available: true })
  })

  it('keeps a provider reached at an undocumented endpoint unavailable (503 before any 402) until the operator acknowledges it, saying so in its facts', async () => {
    const locator = defineUpstream({
      id: 'locator-page', name: 'Locator Page', baseUrl: 'https://locator.invalid',
      terms: { url: 'https://locator.invalid/', commercial: { use: 'allowed' }, undocumented: { note: 'the JSON behind its search page' } },
    })
    const app = appOf(pluginOf(locator), { 'locator-page': { baseUrl: server.url } })
    const sent = server.requests.length
    expect(app.runtime.registry.byId.get('terms.read')!.availability).toEqual({
      available: false,
      reason: 'calls an undocumented endpoint of Locator Page (https://locator.invalid/: the JSON behind its search page), which may change or stop without notice; if this host may rely on it, acknowledge it: set SVC_UPSTREAM_LOCATOR_PAGE_ACCEPT_TERMS=true or upstreams.locator-page.acceptTerms',
    })
    const refused = await app.request('/api/terms/read', paid)
    expect([refused.status, (await refused.json()).code]).toEqual([503, 'UPSTREAM_NOT_CONFIGURED'])
    expect(server.requests).toHaveLength(sent)
    const acknowledged = appOf(pluginOf(locator), { 'locator-page': { baseUrl: server.url, acceptTerms: true } })
    expect((await acknowledged.request('/api/terms/read', paid)).status).toBe(200)
    expect(termsText(locator)).toBe('commercial use allowed; undocumented endpoint, may change without notice (the JSON behind its search page); served once the operator acknowledges it')
    const [listed] = providersOf([{ id: 'terms.read', definition: { upstreams: [locator] } }], { upstreams: {} })
    expect(listed!.terms!.undocumented).toEqual({ note: 'the JSON behind its search page', url: 'https://locator.invalid/' })
    // A key its terms ask for does not acknowledge an undocumented endpoint; acceptTerms answers both (as it does a with-key tier).
    const keyed = defineUpstream({ ...locator, id: 'keyed-page', key: { required: false, in: 'query', name: 'k' }, terms: { ...locator.terms!, commercial: { use: 'with-key' } } })
    const availability = (settings: NonNullable<SvcConfigInput['upstreams']>[string]) => appOf(pluginOf(keyed), { 'keyed-page': settings }).runtime.registry.byId.get('terms.read')!.availability
    expect(availability({ baseUrl: server.url, key: 'k-1' })).toMatchObject({ available: false, reason: expect.stringContaining('undocumented endpoint') })
    expect(availability({ baseUrl: server.url, acceptTerms: true })).toEqual({ available: true })
  })

  it('serves a provider whose terms are unknown, showing them as unknown with what was read', async () => {
    const forum = defineUpstream({ id: 'forum-api', name: 'Forum API', baseUrl: 'https://forum.invalid', terms: { url: 'https://forum.invalid/api', commercial: { use: 'unknown', note: 'its API README publishes no terms of use' } } })
    const app = appOf(pluginOf(forum), { 'forum-api': { baseUrl: server.url } })
    expect(app.runtime.registry.byId.get('terms.read')!.availability).toEqual({ available: true })
    expect((await app.request('/api/terms/read', paid)).status).toBe(200)
    expect(termsText(forum)).toBe('commercial use unknown: no published terms found that say; check before charging (its API README publishes no terms of use)')
    const [listed] = providersOf([{ id: 'terms.read', definition: { upstreams: [forum] } }], { upstreams: {} })
    expect(listed!.terms!.commercial).toEqual({ use: 'unknown', note: 'its API README publishes no terms of use', url: 'https://forum.invalid/api' })
  })

  it('keeps a use only some plans license unavailable until the operator states one of them (a key does not say its plan)', async () => {
    const search = defineUpstream({ id: 'search-api', name: 'Search API', baseUrl: 'https://search.invalid', key: { required: true, in: 'header', name: 'X-Token' } })
    const forAi = defineUpstream({ ...search, plans: { use: 'feeding its results into AI answers', allowed: ['data-for-ai'], others: ['data-for-search'], url: 'https://search.invalid/terms' } })
    const availability = (settings: NonNullable<SvcConfigInput['upstreams']>[string]) => appOf(pluginOf(forAi), { 'search-api': settings }).runtime.registry.byId.get('terms.read')!.availability
    expect(availability({ baseUrl: server.url })).toMatchObject({ available: false, reason: expect.stringContaining('needs an API key for Search API') })
    expect(availability({ baseUrl: server.url, key: 'k' })).toEqual({ available: false, reason: 'uses Search API for feeding its results into AI answers, which only some of its plans allow (https://search.invalid/terms): no plan is stated (a key does not say which plan it is); set SVC_UPSTREAM_SEARCH_API_PLAN or upstreams.search-api.plan to data-for-ai if this host\'s plan is one of them' })
    expect(availability({ baseUrl: server.url, key: 'k', plan: 'data-for-search' }).reason).toContain('the plan stated, "data-for-search", does not allow it')
    expect(availability({ baseUrl: server.url, key: 'k', plan: 'DATA-for-AI' })).toEqual({ available: true })
    // The same provider without the use's requirement (plain search) needs no plan.
    expect(appOf(pluginOf(search), { 'search-api': { baseUrl: server.url, key: 'k' } }).runtime.registry.byId.get('terms.read')!.availability).toEqual({ available: true })
    expect(configFromEnv({ SVC_UPSTREAM_SEARCH_API_PLAN: 'data-for-ai' })).toEqual({ upstreams: { 'search-api': { plan: 'data-for-ai' } } })
  })

  it('keeps an operation that chooses its provider per call available, refusing (503, before any 402) only the calls that need the unavailable one', async () => {
    const both = definePlugin({
      name: 'choosing', version: '1.0.0', group: 'choose',
      operations: [defineOperation({
        name: 'read', method: 'GET', description: 'Reads one of two providers.', input: v.object({ from: v.picklist(['catalog', 'cards']) }), price: { usd: 0.01 },
        upstreams: [catalog, cards], choosesUpstream: true,
        check: (input, host) => host.serves(input.from === 'catalog' ? catalog : cards),
        handler: () => ({ ok: true, items: [], total: 0, source }),
      })],
    })
    const app = appOf(both)
    expect(app.runtime.registry.byId.get('choose.read')!.availability).toEqual({ available: true, except: expect.stringContaining('uses Catalog API, whose terms do not allow charging for its data') })
    const entry = (await (await app.request('/api/directory')).json()).operations.find((item: { id: string }) => item.id === 'choose.read')
    expect(entry).toMatchObject({ available: true, availableExcept: expect.stringContaining('SVC_UPSTREAM_CATALOG_API_ACCEPT_TERMS=true') })
    expect(entry.unavailableReason).toBeUndefined()
    expect(appOf(both, { 'catalog-api': { acceptTerms: true } }).runtime.registry.byId.get('choose.read')!.availability).toEqual({ available: true })
    const refused = await app.request('/api/choose/read?from=catalog')
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('whose terms do not allow charging') })
    expect((await app.request('/api/choose/read?from=cards')).status).toBe(402)
  })

  it('keeps an operation choosing among some of its upstreams unavailable while one it always calls is (choosesUpstream as a list)', () => {
    const other = defineUpstream({ id: 'other-db', name: 'Other DB', baseUrl: 'https://other.invalid', terms: { url: 'https://other.invalid/terms', commercial: { use: 'allowed' } } })
    const listing = (always: UpstreamDefinition) => definePlugin({
      name: 'listing', version: '1.0.0', group: 'choose',
      operations: [defineOperation({
        name: 'read', method: 'GET', description: 'Reads a directory, then one of two providers.', input: v.object({}), price: { usd: 0.01 },
        upstreams: [always, cards, other], choosesUpstream: [cards, other],
        handler: () => ({ ok: true, items: [], total: 0, source }),
      })],
    })
    expect(appOf(listing(catalog)).runtime.registry.byId.get('choose.read')!.availability).toEqual({ available: false, reason: expect.stringContaining('uses Catalog API, whose terms do not allow charging') })
    expect(appOf(listing(catalog), { 'catalog-api': { acceptTerms: true } }).runtime.registry.byId.get('choose.read')!.availability).toEqual({ available: true })
    expect(() => defineOperation({ name: 'read', method: 'GET', description: 'x', input: v.object({}), upstreams: [cards], choosesUpstream: [other], handler: () => ({ ok: true, items: [], total: 0, source }) })).toThrow(/choosesUpstream lists an upstream that is not among its upstreams/)
  })

  it('carries the attribution the terms ask for in meta, fresh or cached', async () => {
    const app = appOf(pluginOf(weather()), { 'weather-api': { baseUrl: server.url, acceptTerms: true } })
    for (let i = 0; i < 2; i++) {
      const body = await (await app.request('/api/terms/read', paid)).json()
      expect(body.meta.attribution).toEqual([{ provider: 'Weather API', text: 'Weather data by Weather API', url: 'https://weather.invalid/license' }])
    }
    const plain = await (await appOf(pluginOf(cards, '/card'), { 'card-db': { baseUrl: server.url } }).request('/api/terms/read', paid)).json()
    expect(plain.meta.attribution).toBeUndefined()
  })

  it('carries the attribution of the providers behind a composite operation and a batch', async () => {
    const reading = pluginOf(weather())
    const composite = definePlugin({
      name: 'composite', version: '1.0.0', group: 'both',
      operations: [defineOperation({
        name: 'read', method: 'GET', description: 'Reads terms.read and says so.', input: v.object({}), price: { usd: 0 }, requires: ['terms.read'],
        handler: async ({ call }) => ({ ok: true, items: [await call('terms.read', {})], total: 1, source }),
      })],
    })
    const app = createTestApp({ plugins: [reading, composite], config: { prices: { 'terms.read': 0 }, upstreams: { 'weather-api': { baseUrl: server.url, acceptTerms: true } } } })
    const credit = [{ provider: 'Weather API', text: 'Weather data by Weather API', url: 'https://weather.invalid/license' }]
    expect((await (await app.request('/api/both/read')).json()).meta.attribution).toEqual(credit)
    const batch = await app.request('/api/batch/run', { json: { calls: [{ endpoint: 'terms.read', params: {} }, { endpoint: 'terms.read', params: {} }] } })
    expect((await batch.json()).meta.attribution).toEqual(credit)
  })

  it('does not pass on links to the images of a provider that forbids hotlinking, its subdomains included', async () => {
    const app = appOf(pluginOf(cards, '/card'), { 'card-db': { baseUrl: server.url } })
    const body = await (await app.request('/api/terms/read', paid)).json()
    expect(body.data.items[0]).toEqual({ name: 'Dark Magician', image: null, small: null, page: 'https://ygoprodeck.com/card/dark-magician-4003' })
  })

  it('refuses a declaration that forbids hotlinking without naming the image hosts, or names a URL that is not one', () => {
    expect(() => defineUpstream({ id: 'x', name: 'X', baseUrl: 'https://x.invalid', terms: { url: 'https://x.invalid/terms', commercial: { use: 'allowed' }, hotlinking: { allowed: false } } })).toThrow(/name the image hosts/)
    expect(() => defineUpstream({ id: 'x', name: 'X', baseUrl: 'https://x.invalid', terms: { url: 'terms page', commercial: { use: 'allowed' } } })).toThrow(/terms page is not an absolute URL/)
    expect(() => defineUpstream({ id: 'x', name: 'X', baseUrl: 'https://x.invalid', quota: { withoutKey: { requests: 1, perSeconds: 1, paths: ['cards'] } } })).toThrow(/paths must start with \//)
  })

  it('shows each operation\'s provider, its limits and terms on /docs and in the admin stats (which the dashboard draws)', async () => {
    const limited = defineUpstream({ ...catalog, key: { required: false, in: 'header', name: 'x-key', signupUrl: 'https://catalog.invalid/keys' }, quota: { withoutKey: { requests: 2, perSeconds: 1, paths: ['/cards/search'] }, withKey: { requests: 1000, perSeconds: 86_400 }, lockoutSeconds: 30 } })
    const app = createTestApp({ plugins: [pluginOf(limited)], config: { adminToken: 'an-admin-token-of-16+', upstreams: { 'catalog-api': { acceptTerms: true } } } })
    const page = await (await app.request('/docs/terms.read')).text()
    expect(page).toContain('<dt>Data from</dt>')
    expect(page).toContain('Catalog API (API key optional, <a href="https://catalog.invalid/keys">get one</a>). Limits: without a key 2 requests per second on /cards/search; with a key 1,000 requests per day; a 30 s lockout after a 429.')
    expect(page).toContain('Terms: <a href="https://catalog.invalid/terms">no commercial use (no paid answers)</a>')
    const stats = await (await app.request('/api/admin/stats', { headers: { authorization: 'Bearer an-admin-token-of-16+' } })).json()
    expect(stats.providers).toEqual([{ id: 'catalog-api', name: 'Catalog API', operations: ['terms.read'], limit: '2 requests per second on /cards/search; 30 s lockout after a 429', terms: 'no commercial use (no paid answers)', available: true }])
  })
})
