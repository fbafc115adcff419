import { defineUpstream } from '@svc/core'

/** MLB Stats API (statsapi.mlb.com), the league's public data service; no key. */
export const mlbStats = defineUpstream({
  id: 'mlb-stats',
  name: 'MLB Stats API',
  baseUrl: 'https://statsapi.mlb.com',
  docsUrl: 'https://statsapi.mlb.com/docs/',
  license: 'MLB Advanced Media terms of use (http://gdx.mlb.com/components/copyright.txt): data © MLB Advanced Media, for individual, non-commercial, non-bulk use',
  timeoutMs: 15_000,
})
