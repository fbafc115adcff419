#!/usr/bin/env node
// Scaffolds a plugin package: `pnpm new-plugin <group>` makes packages/plugin-<group> in this
// repository (shared build, release fields, LICENSE); `pnpm new-plugin --standalone <group> <dir>`
// makes a package of its own outside it (its own tsconfig, vitest and tsdown, real version ranges).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { normalize, serialize } from './normalize-packages.mjs'
import { standaloneFiles } from './new-plugin-standalone.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const standalone = args[0] === '--standalone'
const [group, target] = standalone ? args.slice(1) : args
if (!group || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(group) || (standalone && !target)) {
  console.error('usage: pnpm new-plugin <group>   (kebab-case, e.g. weather)\n       pnpm new-plugin --standalone <group> <dir>   (a package outside this repository)')
  process.exit(1)
}
const dir = standalone ? resolve(process.cwd(), target) : join(root, 'packages', `plugin-${group}`)
if (existsSync(dir)) {
  console.error(`${dir} already exists`)
  process.exit(1)
}
const camel = group.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())
const name = standalone ? `svc-plugin-${group}` : `@svc/plugin-${group}`
const coreVersion = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')).version
const coreRange = `^${coreVersion.split('.').slice(0, 2).join('.')}`

const files = {
  'package.json': serialize(normalize({
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
    scripts: { test: 'vitest run' },
    dependencies: { valibot: '^1.5.0' },
    peerDependencies: { '@svc/core': coreRange },
    devDependencies: { '@svc/catalog': 'workspace:*', '@svc/core': 'workspace:*' },
  }, dir)),
  'vitest.config.ts': `import { defineProject } from 'vitest/config'\n\nexport default defineProject({\n  ssr: { resolve: { conditions: ['@svc/source'] } },\n  test: { expect: { requireAssertions: true }, name: 'plugin-${group}', include: ['test/**/*.test.ts'] },\n})\n`,
  'src/index.ts': `export { ${camel}Plugin } from './plugin.ts'\nexport { ${camel}Plugin as default } from './plugin.ts'\n`,
  'src/plugin.ts': `import { definePlugin } from '@svc/core'\nimport pkg from '../package.json' with { type: 'json' }\nimport example from './operations/example.ts'\n\n/** The ${group} group: one line per operation. */\nexport const ${camel}Plugin = definePlugin({\n  name: pkg.name,\n  version: pkg.version,\n  group: '${group}',\n  core: pkg.peerDependencies['@svc/core'],\n  operations: [example],\n})\n`,
  'src/operations/example.ts': `import { defineOperation } from '@svc/core'\nimport * as v from 'valibot'\n\nexport default defineOperation({\n  name: 'example',\n  method: 'GET',\n  description: 'Echoes a text back: replace me with a real operation.',\n  input: v.object({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),\n  price: { usd: 0.0025 },\n  handler: ({ input }) => ({ ok: true, items: [{ text: input.text }], total: 1, source: { provider: 'svc', url: 'https://example.invalid', license: 'MIT' } }),\n})\n`,
  'test/plugin.test.ts': `import { testPlugin } from '@svc/core/testing'\nimport { ${camel}Plugin } from '../src/index.ts'\n\ntestPlugin(${camel}Plugin, { examples: { '${group}.example': { text: 'hi' } } })\n`,
  'README.md': `# ${name}\n\nThe \`${group}\` operations of svc.\n\n## Install\n\n\`\`\`sh\npnpm add ${name}    # once published; until then, from this repository's workspace\n\`\`\`\n\nThe host finds it among installed packages by \`"svc": { "plugin": true }\` in its package.json.\n\n## Compatibility\n\n| ${name} | @svc/core |\n| --- | --- |\n| 0.1.x | ${coreRange} |\n\n## Operations\n\n| id | route | price (USD) | upstream |\n| --- | --- | --- | --- |\n| ${group}.example | GET /api/${group}/example | 0.0025 | none |\n\n## Errors\n\n\`INVALID_INPUT\` (400) names the field.\n\n## License\n\nMIT\n`,
}
if (standalone) Object.assign(files, standaloneFiles({ group, camel, name, coreRange, coreVersion }))
for (const [file, content] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), content)
}
mkdirSync(join(dir, 'test/fixtures'), { recursive: true })
copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'))
if (standalone) {
  console.log(`Created ${dir}. Next: install @svc/core and @svc/catalog (packed from this repository until published, see its README), then npm test`)
  process.exit(0)
}

// First-party plugins are served by `pnpm start`: the root installs every one of them.
const rootManifestPath = join(root, 'package.json')
const rootManifest = JSON.parse(readFileSync(rootManifestPath, 'utf8'))
rootManifest.dependencies = Object.fromEntries(Object.entries({ ...rootManifest.dependencies, [name]: 'workspace:*' }).sort(([a], [b]) => a.localeCompare(b)))
// Written to a temporary file and renamed, so a reader never sees a half-written manifest.
writeFileSync(`${rootManifestPath}.tmp`, `${JSON.stringify(rootManifest, null, 2)}\n`)
renameSync(`${rootManifestPath}.tmp`, rootManifestPath)
console.log(`Created packages/plugin-${group}. Next: pnpm install, then pnpm vitest run --project plugin-${group}`)
