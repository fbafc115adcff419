import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { sportsPlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (tested on fixtures in the other files).
testPlugin(sportsPlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })

describe('NBA and NFL without a BALLDONTLIE key', () => {
  const app = pluginTestApp(sportsPlugin, { upstreams: { balldontlie: 'http://127.0.0.1:9' }, paid: true })
  const calls: Record<string, string> = { 'nba-games': '?date=2025-01-15', 'nba-players': '?name=james', 'nba-teams': '', 'nfl-games': '?season=2024', 'nfl-players': '?name=mahomes', 'nfl-teams': '' }
  for (const [name, query] of Object.entries(calls)) {
    it(`${name} is unavailable (503 before any 402), naming the key to configure`, async () => {
      const body = await app.status(`/api/sports/${name}${query}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain('SVC_UPSTREAM_BALLDONTLIE_KEY')
    })
  }
})
