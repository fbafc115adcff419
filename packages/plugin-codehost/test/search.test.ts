import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { codehostPlugin } from '../src/index.ts'
import { github, ROUTES } from './_fixtures.ts'

describe('codehost.search-repos', () => {
  const h = testHost({ plugins: [codehostPlugin], upstreams: ['github'], routes: ROUTES })
  it('sends words with language and stars qualifiers, and answers GitHub\'s total', async () => {
    const data = await h.ok('/api/codehost/search-repos?q=hello%20world&language=Visual%20Basic&minStars=10&sort=stars&limit=5')
    expect(h.last().params).toEqual({ q: 'hello world language:"Visual Basic" stars:>=10', sort: 'stars', order: 'desc', per_page: '5', page: '1' })
    expect(data).toMatchObject({ total: 40, incomplete: false, items: [{ fullName: 'octocat/Hello-World', stars: 80, license: 'MIT' }] })
  })
  it('leaves sort out for best match, and refuses pages past 1,000 results', async () => {
    await h.ok('/api/codehost/search-repos?q=hello')
    expect(h.last().query.has('sort')).toBe(false)
    await h.rejects('/api/codehost/search-repos?q=hello&page=11', 'page')
    await h.rejects('/api/codehost/search-repos?q=', 'q')
  })
  h.failures('GET /search/repositories', '/api/codehost/search-repos?q=hello')
})

describe('codehost.search-code', () => {
  const h = testHost({ plugins: [codehostPlugin], upstreams: ['github'], routes: ROUTES, keys: { github: 'ghp_test' } })
  it('searches with the token and text matches, answering fragments', async () => {
    const data = await h.ok('/api/codehost/search-code?q=addClass&language=JavaScript&repo=jquery/jquery')
    const request = h.last()
    expect(request.query.get('q')).toBe('addClass language:JavaScript repo:jquery/jquery')
    expect(request.headers.authorization).toBe('Bearer ghp_test')
    expect(request.headers.accept).toBe('application/vnd.github.text-match+json')
    expect(data).toMatchObject({ total: 7, incomplete: false })
    expect(data.items).toEqual([{
      name: 'classes.js', path: 'src/attributes/classes.js', sha: 'd7212f9dee2dcc18f084d7df8f417b80846ded5a', repository: 'jquery/jquery', repositoryDescription: 'jQuery JavaScript Library',
      fragments: ['jQuery.fn.extend( {\n\taddClass: function( value ) {'], url: 'https://github.com/jquery/jquery/blob/825ac3773694e0cd23ee74895fd5aeb535b27da4/src/attributes/classes.js',
    }])
  })
  it('refuses repo and owner together, before payment', () => h.rejects('/api/codehost/search-code?q=x&repo=a/b&owner=a', 'owner'))
  it('answers 502 when GitHub refuses the token (401)', async () => {
    h.set('GET /search/code', github('requires-authentication.json', { status: 401 }))
    await h.status('/api/codehost/search-code?q=x', 502, undefined, 'UPSTREAM_FAILED')
  })
  h.failures('GET /search/code', '/api/codehost/search-code?q=addClass')
})
