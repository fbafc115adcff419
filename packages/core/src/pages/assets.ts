import type { SurfaceAsset } from '../surface.ts'
import { favicon } from './favicon.ts'
import { HOME_JS, TRY_IT_JS } from './scripts.ts'
import { SITE_CSS } from './style.ts'

const once = <T>(make: () => T) => {
  let value: T | undefined
  return () => (value ??= make())
}

const icon = once(favicon)

const JS = 'text/javascript; charset=utf-8'
export const ASSETS: Record<string, SurfaceAsset> = {
  '/assets/site.css': { type: 'text/css; charset=utf-8', body: () => SITE_CSS },
  '/assets/home.js': { type: JS, body: () => HOME_JS },
  '/assets/try-it.js': { type: JS, body: () => TRY_IT_JS },
  '/favicon.ico': { type: 'image/x-icon', body: icon },
}

export function assetResponse(asset: SurfaceAsset): Response {
  return new Response(asset.body() as BodyInit, { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' } })
}
