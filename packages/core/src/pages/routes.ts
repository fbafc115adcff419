import type { H3 } from 'h3'
import type { OperatorParts } from '../admin/surface.ts'
import { errorResponse } from '../envelope.ts'
import { createError } from '../errors.ts'
import type { AppSurface } from '../surface.ts'
import { ASSETS, assetResponse } from './assets.ts'
import { docsIndex, groupDoc, missingDoc, operationDoc } from './docs.ts'
import { homePage } from './home.ts'
import { page, raw } from './html.ts'

/**
 * The pages for people: home, reference, the surfaces' pages (the operator's dashboard), and the
 * assets they load. Rendered once, again after a live price change.
 */
export function mountPages(app: H3, parts: OperatorParts, surfaces: AppSurface[]): void {
  const { runtime, pages } = parts
  const baseUrl = (runtime.config.publicUrl ?? `http://localhost:${runtime.config.port}`).replace(/\/+$/, '')
  app.get('/', () => pages.answer('/', () => homePage(runtime.registry, baseUrl, runtime.gate.rails)))
  app.get('/docs', () => pages.answer('/docs', () => docsIndex(runtime.registry, runtime.gate.rails)))
  const groups = new Set(runtime.registry.operations.map((operation) => operation.group))
  app.get('/docs/:id', (event) => {
    const id = event.context.params?.id ?? ''
    const operation = runtime.registry.byId.get(id)
    if (operation) return pages.answer(`/docs/${operation.id}`, () => operationDoc(operation, baseUrl, runtime.gate.rails))
    if (groups.has(id)) return pages.answer(`/docs/${id}`, () => groupDoc(runtime.registry, id, runtime.gate.rails))
    return pages.missing(missingDoc(id))
  })
  for (const surface of surfaces) {
    for (const [path, shown] of Object.entries(surface.pages ?? {})) {
      const render = () => page({ title: shown.title, ...(shown.scripts ? { scripts: shown.scripts } : {}) }, raw(shown.body))
      app.get(path, () => !shown.needsAdminToken || runtime.config.adminToken
        ? pages.answer(path, render)
        : errorResponse(createError('NOT_FOUND', `${path} is off on this host: set SVC_ADMIN_TOKEN to turn it on`)))
    }
  }
  const assets = Object.assign({}, ...surfaces.map((surface) => surface.assets ?? {}), ASSETS) as Record<string, (typeof ASSETS)[string]>
  for (const [path, asset] of Object.entries(assets)) app.get(path, () => assetResponse(asset))
}
