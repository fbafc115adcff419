// The source files of a new plugin, the same in this repository and outside it (`pnpm new-plugin`,
// `pnpm new-plugin --standalone`): one operation calling one upstream provider, its test against a
// recorded answer served by a fixture server, and the plugin's conformance test.

/** `air-quality` -> `airQuality` */
export const camelOf = (group) => group.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())

export function pluginFiles({ group, camel, standalone = false }) {
  const upstream = `${group}-api`
  const upstreamVar = `${camel}Api`
  return {
    'src/index.ts': `export { ${camel}Plugin, ${camel}Plugin as default } from './plugin.ts'\n`,
    // Name, version and core range come from package.json; the README's operation table from the registry.
    // In this repository the operations come from src/operations/index.ts, which `pnpm readme:tables` writes
    // from the folder (new-plugin.mjs writes the first one); a package of its own lists them here.
    'src/plugin.ts': `import { definePlugin } from '@svc/core'
${standalone ? "import example from './operations/example.ts'" : "import operations from './operations/index.ts'"}

/** The ${group} group. */
export const ${camel}Plugin = definePlugin({ group: '${group}', operations${standalone ? ': [example]' : ''} })
`,
    [`src/upstreams/${upstream}.ts`]: `import { defineUpstream } from '@svc/core'

/** The provider this group reads: replace the URL, name, docs and terms with the real provider's. */
export const ${upstreamVar} = defineUpstream({
  id: '${upstream}',
  name: 'Example API',
  baseUrl: 'https://api.example.com',
  docsUrl: 'https://api.example.com/docs',
  license: 'the provider\\'s terms',
})
`,
    'src/operations/example.ts': `import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { ${upstreamVar} } from '../upstreams/${upstream}.ts'

/** The members of the provider's answer this operation reads; another shape is a 502, not a crash. */
const itemsSchema = v.object({ items: v.array(v.object({ name: v.string(), score: v.number() })) })

export default defineOperation({
  name: 'example',
  method: 'GET',
  description: 'Items of the example provider matching a word: replace me with a real operation.',
  input: v.object({ q: v.pipe(v.string(), v.minLength(1), v.maxLength(50), v.description('A word to look for')) }),
  // A group of the svc catalog states no price (the catalog's is used); a group of your own states it here.
  price: { usd: 0.0025 },
  upstreams: [${upstreamVar}],
  keywords: ['example items'],
  example: { params: { q: 'apple' } },
  handler: async ({ input, upstream }) => {
    const response = await upstream(${upstreamVar}).json('/items', { query: { q: input.q }, schema: itemsSchema })
    return listAnswer(response.data.items, sourceOf(${upstreamVar}, response.url))
  },
})
`,
    [`test/fixtures/${upstream}/items.json`]: `${JSON.stringify({ items: [{ name: 'apple', score: 0.9 }, { name: 'apple pie', score: 0.7 }] }, null, 2)}\n`,
    [`test/fixtures/${upstream}/README.md`]: `# ${upstream} fixtures\n\nRecorded answers of the provider, shaped exactly like its documentation says, served by the tests' fixture server (tests never reach the internet).\n\n| file | request | source |\n| --- | --- | --- |\n| items.json | GET /items?q=apple | made up for the scaffold: replace with a real answer of the provider and say where it comes from |\n`,
    'test/example.test.ts': `import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { ${camel}Plugin } from '../src/index.ts'

describe('${group}.example', () => {
  const h = testHost({
    plugins: [${camel}Plugin],
    upstreams: ['${upstream}'],
    fixtures: 'fixtures/${upstream}',
    routes: { 'GET /items': 'items.json' },
  })

  it('lists the provider\\'s items for a word', async () => {
    const data = await h.ok('/api/${group}/example?q=apple')
    expect(data.items).toEqual([{ name: 'apple', score: 0.9 }, { name: 'apple pie', score: 0.7 }])
    expect(h.last('GET /items').params).toEqual({ q: 'apple' })
  })
  h.refusals('/api/${group}/example', [[{ q: '' }, 'q']])
  h.failures('GET /items', '/api/${group}/example?q=apple')
})
`,
    'test/plugin.test.ts': `import { testPlugin } from '@svc/core/testing'
import { ${camel}Plugin } from '../src/index.ts'

testPlugin(${camel}Plugin, { fixtures: 'fixtures/${upstream}', routes: { 'GET /items': 'items.json' }, examples: { '${group}.example': { q: 'apple' } } })
`,
  }
}
