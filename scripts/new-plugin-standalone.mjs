// The files of a plugin package outside this repository (`pnpm new-plugin --standalone`): it builds
// and tests against @svc/core as installed (published, or packed from this repository), with its own
// tsconfig, vitest and tsdown configuration and the version ranges this repository uses.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
/** The range this repository itself installs of a tool, so the scaffold starts from a tested version. */
const toolRange = (name) => rootPkg.devDependencies[name]

export function standaloneFiles({ group, name, coreRange, coreVersion }) {
  const pkg = {
    name,
    version: '0.1.0',
    description: `svc plugin: the ${group} operations`,
    license: 'MIT',
    type: 'module',
    svc: { plugin: true },
    // TypeScript finds dist/index.d.mts beside it; npm packs the LICENSE and README whatever `files` says.
    exports: { '.': './dist/index.mjs', './package.json': './package.json' },
    // Hosts read the recorded examples (`SVC_RECORD_EXAMPLES=1 pnpm test` writes them) from the installed package.
    files: ['dist', 'src/examples.json'],
    scripts: { build: 'tsdown', test: 'vitest run', typecheck: 'tsc' },
    dependencies: { valibot: toolRange('valibot') },
    peerDependencies: { '@svc/core': coreRange },
    devDependencies: {
      '@svc/core': `^${coreVersion}`,
      '@types/node': toolRange('@types/node'),
      tsdown: toolRange('tsdown'),
      typescript: toolRange('typescript'),
      vitest: toolRange('vitest'),
    },
  }
  const tsconfig = {
    compilerOptions: {
      target: 'ES2023', lib: ['ES2023', 'DOM'], module: 'ESNext', moduleResolution: 'Bundler', types: ['node'],
      strict: true, noUncheckedIndexedAccess: true, verbatimModuleSyntax: true, isolatedModules: true,
      resolveJsonModule: true, allowImportingTsExtensions: true, skipLibCheck: true, noEmit: true,
    },
    include: ['src', 'test'],
  }
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    'tsdown.config.ts': `import { defineConfig } from 'tsdown'\n\nexport default defineConfig({ entry: ['src/index.ts'], format: 'esm', dts: true, platform: 'node', target: 'node20' })\n`,
    'vitest.config.ts': `import { defineConfig } from 'vitest/config'\n\nexport default defineConfig({ test: { expect: { requireAssertions: true }, include: ['test/**/*.test.ts'] } })\n`,
    '.gitignore': 'node_modules\ndist\n',
  }
}
