import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAst } from 'vitest/node'
import { type PluginProjectOptions, pluginProject } from './vitest.plugin.ts'

type Node = { type: string; [key: string]: unknown }

/** The options of `export default pluginProject(import.meta.dirname, { ...literals })`, read without running the file; undefined for any other config. */
function pluginOptions(source: string): PluginProjectOptions | undefined {
  const body = parseAst(source, { lang: 'ts' }).body as unknown as Node[]
  const call = body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration as Node | undefined
  const [dir, options, ...rest] = (call?.arguments ?? []) as Node[]
  if (call?.type !== 'CallExpression' || (call.callee as Node).name !== 'pluginProject' || rest.length) return undefined
  if (!dir || source.slice(dir.start as number, dir.end as number) !== 'import.meta.dirname') return undefined
  if (!options) return {}
  if (options.type !== 'ObjectExpression') return undefined
  const entries = (options.properties as Node[]).map((p) => {
    const key = p.key as Node
    const value = p.value as Node
    return p.type === 'Property' && !p.computed && key.type === 'Identifier' && value.type === 'Literal' ? [key.name, value.value] : undefined
  })
  return entries.every(Boolean) ? Object.fromEntries(entries as [string, unknown][]) : undefined
}

/**
 * The root's projects for `packages/*`: every plugin package whose config is a plain `pluginProject(...)` joins one project per
 * distinct set of options (`plugins`, `plugins-isolate-false`, `plugins-testTimeout-60000`, ...), so that the root run builds
 * one module graph (one transform of @svc/core's sources, one import of them per non-isolated worker) per group instead of one
 * per package; any other package keeps its own vitest.config.ts. Each package's config still runs alone
 * (`pnpm --filter @svc/plugin-x test`), and with `--project` on the command line (`pnpm vitest run --project plugin-x`, as the
 * docs say) every package is its own project again, under its own name.
 */
export function packageProjects(root: string, argv = process.argv) {
  if (argv.some((arg) => arg === '--project' || arg.startsWith('--project='))) return ['packages/*/vitest.config.ts']
  const groups = new Map<string, { options: PluginProjectOptions; dirs: string[] }>()
  const own: string[] = []
  for (const name of readdirSync(join(root, 'packages')).sort()) {
    const file = join(root, 'packages', name, 'vitest.config.ts')
    let source: string
    try {
      source = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    const options = pluginOptions(source)
    if (!options) {
      own.push(`packages/${name}/vitest.config.ts`)
      continue
    }
    const key = Object.entries(options)
      .filter(([option, value]) => pluginProject(root).test?.[option as keyof PluginProjectOptions] !== value)
      .map(([option, value]) => `-${option}-${value}`)
      .join('')
    const group = groups.get(key) ?? { options, dirs: [] }
    group.dirs.push(`packages/${name}`)
    groups.set(key, group)
  }
  const combined = [...groups].map(([key, { options, dirs }]) => {
    const project = pluginProject(root, options)
    const include = dirs.flatMap((dir) => (project.test?.include ?? []).map((pattern) => `${dir}/${pattern}`))
    return { ...project, root, test: { ...project.test, name: `plugins${key}`, include } }
  })
  return [...own, ...combined]
}
