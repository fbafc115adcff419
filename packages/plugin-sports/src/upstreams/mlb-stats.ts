import { defineUpstream } from '@svc/core'

/**
 * MLB Stats API (statsapi.mlb.com), the league's public data service; no key. Every answer's `copyright` member points to
 * MLB Advanced Media's terms (http://gdx.mlb.com/components/copyright.txt), which allow individual, non-commercial,
 * non-bulk use: a host that charges serves it only once its operator accepts them (free answers, or MLBAM's licence).
 */
export const mlbStats = defineUpstream({
  id: 'mlb-stats',
  name: 'MLB Stats API',
  baseUrl: 'https://statsapi.mlb.com',
  docsUrl: 'https://statsapi.mlb.com/docs/',
  license: 'MLB Advanced Media terms of use (http://gdx.mlb.com/components/copyright.txt): data © MLB Advanced Media, for individual, non-commercial, non-bulk use',
  terms: {
    url: 'http://gdx.mlb.com/components/copyright.txt',
    commercial: { use: 'not-allowed', note: 'MLB Advanced Media allows individual, non-commercial, non-bulk use of its data' },
  },
})
