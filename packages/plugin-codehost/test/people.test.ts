import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { codehostPlugin } from '../src/index.ts'
import { ROUTES } from './_fixtures.ts'

const h = testHost({ plugins: [codehostPlugin], upstreams: ['github'], routes: ROUTES })

describe('codehost.user', () => {
  it('answers the public profile', async () => {
    const data = await h.ok('/api/codehost/user?username=octocat')
    expect(data.items[0]).toEqual({
      login: 'octocat', id: 1, type: 'User', name: 'monalisa octocat', bio: 'There once was...', company: 'GitHub', location: 'San Francisco', blog: 'https://github.com/blog',
      email: 'octocat@github.com', twitter: 'monatheoctocat', hireable: false, publicRepos: 2, publicGists: 1, followers: 20, following: 0, url: 'https://github.com/octocat',
      avatarUrl: 'https://github.com/images/error/octocat_happy.gif', createdAt: '2008-01-14T04:33:35Z', updatedAt: '2008-01-14T04:33:35Z',
    })
  })
  it('answers 404 for an unknown login, and names a bad one', async () => {
    await h.status('/api/codehost/user?username=nobody-here', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/codehost/user?username=no/slash', 'username')
  })
  h.failures('GET /users/octocat', '/api/codehost/user?username=octocat')
})

describe('codehost.repos', () => {
  it('answers the owner\'s repositories, by name ascending on request', async () => {
    const data = await h.ok('/api/codehost/repos?owner=octocat&type=all&sort=name')
    expect(h.last().params).toEqual({ type: 'all', sort: 'full_name', direction: 'asc', per_page: '30', page: '1' })
    expect(data.items.map((row: { fullName: string }) => row.fullName)).toEqual(['octocat/Hello-World', 'octocat/Spoon-Knife'])
    expect(data.items[1]).toMatchObject({ license: null, homepage: null, language: 'HTML', stars: 12000 })
  })
  it('names a bad type', () => h.rejects('/api/codehost/repos?owner=octocat&type=forks', 'type'))
  h.failures('GET /users/octocat/repos', '/api/codehost/repos?owner=octocat')
})
