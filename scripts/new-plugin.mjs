#!/usr/bin/env node
// Scaffolds packages/plugin-<group>: `pnpm new-plugin <group>`.
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const group = process.argv[2]
if (!group || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(group)) {
  console.error('usage: pnpm new-plugin <group>   (kebab-case, e.g. weather)')
  process.exit(1)
}
const dir = join(root, 'packages', `plugin-${group}`)
if (existsSync(dir)) {
  console.error(`packages/plugin-${group} already exists`)
  process.exit(1)
}
const camel = group.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())
const name = `@svc/plugin-${group}`
const coreVersion = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')).version
const coreRange = `^${coreVersion.split('.').slice(0, 2).join('.')}`

const files = {
  'package.json': `${JSON.stringify({
    name,
    version: '0.1.0',
    description: `svc plugin: the ${group} operations`,
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=20.19' },
    svc: { plugin: true },
    exports: {
      '.': { '@svc/source': './src/index.ts', types: './dist/index.d.mts', default: './dist/index.mjs' },
      './package.json': './package.json',
    },
    files: ['dist'],
    scripts: { build: 'tsdown', test: 'vitest run' },
    dependencies: { valibot: '^1.5.0' },
    peerDependencies: { '@svc/core': coreRange },
    devDependencies: { '@svc/core': 'workspace:*' },
  }, null, 2)}\n`,
  'tsdown.config.ts': `import { defineConfig } from 'tsdown'\n\nexport default defineConfig({ entry: ['src/index.ts'], format: 'esm', dts: true, platform: 'node', target: 'node20' })\n`,
  'vitest.config.ts': `import { defineProject } from 'vitest/config'\n\nexport default defineProject({\n  ssr: { resolve: { conditions: ['@svc/source'] } },\n  test: { name: 'plugin-${group}', include: ['test/**/*.test.ts'] },\n})\n`,
  'src/index.ts': `export { ${camel}Plugin } from './plugin.ts'\nexport { ${camel}Plugin as default } from './plugin.ts'\n`,
  'src/plugin.ts': `import { definePlugin } from '@svc/core'\nimport pkg from '../package.json' with { type: 'json' }\nimport example from './operations/example.ts'\n\n/** The ${group} group: one line per operation. */\nexport const ${camel}Plugin = definePlugin({\n  name: pkg.name,\n  version: pkg.version,\n  group: '${group}',\n  core: '${coreRange}',\n  operations: [example],\n})\n`,
  'src/operations/example.ts': `import { defineOperation } from '@svc/core'\nimport * as v from 'valibot'\n\nexport default defineOperation({\n  name: 'example',\n  method: 'GET',\n  description: 'Echoes a text back: replace me with a real operation.',\n  input: v.object({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),\n  price: { usd: 0.0025 },\n  handler: ({ input }) => ({ ok: true, items: [{ text: input.text }], total: 1, source: { provider: 'svc', url: 'https://example.invalid', license: 'MIT' } }),\n})\n`,
  'test/plugin.test.ts': `import { testPlugin } from '@svc/core/testing'\nimport { ${camel}Plugin } from '../src/index.ts'\n\ntestPlugin(${camel}Plugin, { examples: { '${group}.example': { text: 'hi' } } })\n`,
  'README.md': `# ${name}\n\nThe \`${group}\` operations of svc.\n\n## Install\n\n\`\`\`sh\npnpm add ${name}\n\`\`\`\n\nThe host finds it among installed packages by \`"svc": { "plugin": true }\` in its package.json.\n\n## Compatibility\n\n| ${name} | @svc/core |\n| --- | --- |\n| 0.1.x | ${coreRange} |\n\n## Operations\n\n| id | route | price (USD) | upstream |\n| --- | --- | --- | --- |\n| ${group}.example | GET /api/${group}/example | 0.0025 | none |\n\n## Errors\n\n\`INVALID_INPUT\` (400) names the field.\n\n## License\n\nMIT\n`,
}
for (const [file, content] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), content)
}
mkdirSync(join(dir, 'test/fixtures'), { recursive: true })

// First-party plugins are served by `pnpm start`: the root installs every one of them.
const rootManifestPath = join(root, 'package.json')
const rootManifest = JSON.parse(readFileSync(rootManifestPath, 'utf8'))
rootManifest.dependencies = Object.fromEntries(Object.entries({ ...rootManifest.dependencies, [name]: 'workspace:*' }).sort(([a], [b]) => a.localeCompare(b)))
// Written to a temporary file and renamed, so a reader never sees a half-written manifest.
writeFileSync(`${rootManifestPath}.tmp`, `${JSON.stringify(rootManifest, null, 2)}\n`)
renameSync(`${rootManifestPath}.tmp`, rootManifestPath)
console.log(`Created packages/plugin-${group}. Next: pnpm install, then pnpm vitest run --project plugin-${group}`)
