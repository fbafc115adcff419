#!/usr/bin/env node
// Scaffolds a plugin package: `pnpm new-plugin <group>` makes packages/plugin-<group> in this
// repository (shared build, release fields); `pnpm new-plugin --standalone <group> <dir>`
// makes a package of its own outside it (its own tsconfig, vitest and tsdown, real version ranges).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { normalize, serialize } from './normalize-packages.mjs'
import { camelOf, pluginFiles } from './new-plugin-files.mjs'
import { operationsIndex } from './operations-index.mjs'
import { standaloneFiles } from './new-plugin-standalone.mjs'
import { SOURCES_END, SOURCES_START, TABLE_END, TABLE_START } from './readme/markers.mjs'

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
const camel = camelOf(group)
const name = standalone ? `svc-plugin-${group}` : `@svc/plugin-${group}`
const { version: coreVersion, engines: coreEngines } = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'))
const coreNode = coreEngines.node
const coreRange = `^${coreVersion.split('.').slice(0, 2).join('.')}`

const inRepoInstall = `\`\`\`sh\npnpm add ${name}    # once published; until then, from this repository's workspace\n\`\`\``
// The same steps as the guide's "Outside this repository" and the scaffold's "Next:" line.
const standaloneInstall = `Until \`@svc/core\` is on npm, develop against its tarball packed from the svc repository:\n\n\`\`\`sh\n(cd svc && pnpm build && for p in catalog core; do (cd packages/$p && pnpm pack --pack-destination /tmp/svc-packs); done)\n# package.json: "devDependencies": { "@svc/core": "file:/tmp/svc-packs/svc-core-${coreVersion}.tgz", ... }\n# pnpm-workspace.yaml: overrides: { "@svc/catalog": "file:/tmp/svc-packs/svc-catalog-<its version>.tgz" }\npnpm install && pnpm typecheck && pnpm test && pnpm build\n\`\`\`\n\nServe it with a host: install it beside \`@svc/host\` (see the svc guide, "Serving a plugin of your own").`
// In this repository the table is written from the registry by \`pnpm readme:tables\` (and checked in CI).
const inRepoTable = `${TABLE_START}\n${TABLE_END}\n\nWhat each operation reads, and how long its answers are cached (declared by the operation, which its calls use):\n\n${SOURCES_START}\n${SOURCES_END}`
const standaloneTable = `| id | route | price (USD) | upstream |\n| --- | --- | --- | --- |\n| ${group}.example | GET /api/${group}/example | 0.0025 | ${group}-api |`
const files = {
  // What npm and pnpm derive (homepage, bugs, LICENSE, the published exports) is left out: see normalize-packages.mjs.
  'package.json': serialize(normalize({
    name,
    version: '0.1.0',
    description: `svc plugin: the ${group} operations`,
    license: 'MIT',
    type: 'module',
    svc: { plugin: true },
    exports: {
      '.': { '@svc/source': './src/index.ts', default: './dist/index.mjs' },
      './package.json': './package.json',
    },
    files: ['dist'],
    scripts: { test: 'vitest run' },
    dependencies: { valibot: '^1.5.0' },
    peerDependencies: { '@svc/core': coreRange },
    devDependencies: { '@svc/core': 'workspace:*' },
  }, dir)),
  'vitest.config.ts': `import { pluginProject } from '../../scripts/vitest.plugin.ts'\n\nexport default pluginProject(import.meta.dirname)\n`,
  // The host, its core range and Node's in one line; the operation table between markers is written by `pnpm readme:tables`.
  'README.md': `# ${name}\n\nThe \`${group}\` operations of svc.\n\n${standalone ? standaloneInstall : inRepoInstall}\n\nThe host finds it among installed packages by \`"svc": { "plugin": true }\` in its package.json; it needs \`@svc/core\` ${coreRange} and Node ${coreNode}.\n\n## Operations\n\n${standalone ? standaloneTable : inRepoTable}\n\n## Errors\n\n\`INVALID_INPUT\` (400) names the field; upstream failures 502 \`UPSTREAM_FAILED\`, rate limits 429 \`UPSTREAM_RATE_LIMIT\`. A failed call is not charged.\n\n## License\n\nMIT\n`,
}
Object.assign(files, pluginFiles({ group, camel, standalone }))
if (standalone) Object.assign(files, standaloneFiles({ group, camel, name, coreRange, coreVersion }))
for (const [file, content] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), content)
}
// The list of operations, generated from src/operations/ as `pnpm readme:tables` keeps it.
if (!standalone) writeFileSync(join(dir, 'src/operations/index.ts'), operationsIndex(join(dir, 'src/operations')))
// In this repository `pnpm pack` copies the root's LICENSE in; a package of its own ships its own.
if (standalone) copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'))
if (standalone) {
  console.log(`Created ${dir}. Next: until @svc/core is on npm, point devDependencies["@svc/core"] in its package.json at the tarball of @svc/core packed from this repository (the plugin's README says how), then: cd ${target} && pnpm install && pnpm test`)
  process.exit(0)
}

// First-party plugins are served by `pnpm start`: the root installs every one of them.
const rootManifestPath = join(root, 'package.json')
const rootManifest = JSON.parse(readFileSync(rootManifestPath, 'utf8'))
rootManifest.dependencies = Object.fromEntries(Object.entries({ ...rootManifest.dependencies, [name]: 'workspace:*' }).sort(([a], [b]) => a.localeCompare(b)))
// Written to a temporary file and renamed, so a reader never sees a half-written manifest.
writeFileSync(`${rootManifestPath}.tmp`, `${JSON.stringify(rootManifest, null, 2)}\n`)
renameSync(`${rootManifestPath}.tmp`, rootManifestPath)
console.log(`Created packages/plugin-${group}. Next: pnpm install && pnpm readme:tables, then pnpm vitest run --project plugin-${group}`)
