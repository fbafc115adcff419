import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DASHBOARD_JS } from './dashboard-script.ts'
import { favicon } from './favicon.ts'
import { HOME_JS, TRY_IT_JS } from './scripts.ts'
import { SITE_CSS } from './style.ts'

interface Asset {
  type: string
  body: () => string | Uint8Array
}

const once = <T>(make: () => T) => {
  let value: T | undefined
  return () => (value ??= make())
}

/** Chart.js's own built file, from the installed package (served by the host: no CDN). */
const chartJs = once(() => readFileSync(join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.min.js'), 'utf8'))
const icon = once(favicon)

const JS = 'text/javascript; charset=utf-8'
export const ASSETS: Record<string, Asset> = {
  '/assets/site.css': { type: 'text/css; charset=utf-8', body: () => SITE_CSS },
  '/assets/home.js': { type: JS, body: () => HOME_JS },
  '/assets/try-it.js': { type: JS, body: () => TRY_IT_JS },
  '/assets/dashboard.js': { type: JS, body: () => DASHBOARD_JS },
  '/assets/chart.umd.min.js': { type: JS, body: chartJs },
  '/favicon.ico': { type: 'image/x-icon', body: icon },
}

export function assetResponse(path: string): Response {
  const asset = ASSETS[path]!
  return new Response(asset.body() as BodyInit, { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' } })
}
