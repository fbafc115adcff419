import { defineOperation } from '@svc/core'
import { checkQuery, licenseInput, searchRegistries } from './search.ts'
import { REGISTRIES } from './states.ts'

type Scope = keyof typeof REGISTRIES

/** A license search over the state rosters of one scope (the three operations differ only in rosters and words). */
export function licenseOperation(scope: Scope, options: { description: string; keywords: string[]; example: Record<string, unknown> }) {
  const registries = REGISTRIES[scope]
  const states = [...new Set(registries.map((registry) => registry.state))]
  return defineOperation({
    name: scope,
    method: 'GET',
    description: options.description,
    input: licenseInput(states),
    upstreams: [...new Set(registries.map((registry) => registry.upstream))],
    cacheTtl: '6h',
    sources: registries.map((registry) => ({ upstream: registry.upstream, path: `/resource/${registry.dataset}.json`, about: `${registry.state}: ${registry.agency} (\`${registry.dataset}\`)` })),
    keywords: options.keywords,
    example: { params: options.example },
    check: (input) => checkQuery(input, registries),
    handler: ({ input, upstream }) => searchRegistries(registries, input, (registry) => upstream(registry.upstream)),
  })
}
