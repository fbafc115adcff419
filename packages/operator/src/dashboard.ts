import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { AppSurface } from '@svc/core'
import { DASHBOARD_BODY } from './dashboard-page.ts'
import { DASHBOARD_JS } from './dashboard-script.ts'

const JS = 'text/javascript; charset=utf-8'

/** Chart.js's own built file, from the installed package (served by the host: no CDN), read at the first request. */
function chartJs(): () => string {
  let text: string | undefined
  return () => (text ??= readFileSync(join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.min.js'), 'utf8'))
}

/**
 * The operator's dashboard: `/dashboard` (on a host with an admin token) and the scripts it loads,
 * its own and Chart.js. Pass it to `createApp({ surfaces: [dashboardSurface()] })`; `@svc/host` does.
 */
export function dashboardSurface(): AppSurface {
  return {
    pages: { '/dashboard': { title: 'svc dashboard', body: DASHBOARD_BODY, scripts: ['/assets/chart.umd.min.js', '/assets/dashboard.js'], needsAdminToken: true } },
    assets: {
      '/assets/dashboard.js': { type: JS, body: () => DASHBOARD_JS },
      '/assets/chart.umd.min.js': { type: JS, body: chartJs() },
    },
  }
}
