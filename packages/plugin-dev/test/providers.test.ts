import { describe, expect, it } from 'vitest'
import { cratesIo } from '../src/upstreams/crates-io.ts'
import { datatracker } from '../src/upstreams/datatracker.ts'
import { gitlab } from '../src/upstreams/gitlab.ts'
import { rfcEditor } from '../src/upstreams/rfc-editor.ts'
import { stackExchange } from '../src/upstreams/stack-exchange.ts'

// What the providers publish (see the fixture READMEs' "Audit (2026-11)" sections).
describe('provider declarations', () => {
  it('GitLab: GET /projects at 400 per 10 minutes without a token, 2,000 with one', () => {
    expect(gitlab.quota?.withoutKey).toEqual({ requests: 400, perSeconds: 600, paths: ['/api/v4/projects'] })
    expect(gitlab.quota?.withKey).toEqual({ requests: 2000, perSeconds: 600, paths: ['/api/v4/projects'] })
  })

  it('Stack Exchange: 30 a second per IP besides the daily quota; CC BY-SA credit in meta', () => {
    expect(stackExchange.quota?.withoutKey).toEqual([{ requests: 30, perSeconds: 1 }, { requests: 300, perSeconds: 86_400 }])
    expect(stackExchange.terms?.attribution?.text).toMatch(/CC BY-SA/)
  })

  it('every provider states its terms', () => {
    for (const upstream of [cratesIo, datatracker, gitlab, rfcEditor, stackExchange]) expect(upstream.terms?.commercial.use, upstream.id).toBe('allowed')
  })
})
