import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { codehostPlugin } from '../src/index.ts'
import { ROUTES } from './_fixtures.ts'

const h = testHost({ plugins: [codehostPlugin], upstreams: ['github'], routes: ROUTES })
const Q = 'owner=octocat&repo=Hello-World'

describe('codehost.commits', () => {
  it('answers commits with subject, body, author and parents, sending the window as times', async () => {
    const data = await h.ok(`/api/codehost/commits?${Q}&branch=master&since=2012-01-01&until=2012-12-31&limit=2`)
    expect(h.last().params).toEqual({ sha: 'master', since: '2012-01-01T00:00:00Z', until: '2012-12-31T23:59:59Z', per_page: '2', page: '1' })
    expect(data.items[0]).toEqual({
      sha: '7fd1a60b01f91b314f59955a4e4d4e80d8edf11d',
      subject: 'Merge pull request #6 from Spaceghost/patch-1',
      message: 'Merge pull request #6 from Spaceghost/patch-1\n\nNew line at end of file.',
      body: 'New line at end of file.',
      author: { name: 'The Octocat', email: 'octocat@nowhere.com', login: 'octocat', date: '2012-03-06T23:06:50Z' },
      committer: { name: 'The Octocat', login: 'octocat', date: '2012-03-06T23:06:50Z' },
      parents: ['553c2077f0edc3d5dc5d17262f6aa498e69d6f8e', '762941318ee16e59dabbacb1b4049eec22f0d303'],
      comments: 55,
      url: 'https://github.com/octocat/Hello-World/commit/7fd1a60b01f91b314f59955a4e4d4e80d8edf11d',
    })
    expect(data.items[1]).toMatchObject({ subject: 'first commit', body: null, author: { login: null, name: 'cameronmcefee' }, parents: [] })
  })
  it('answers an empty list for an empty repository (GitHub\'s 409) and 404 for a missing one', async () => {
    expect((await h.ok('/api/codehost/commits?owner=octocat&repo=empty')).items).toEqual([])
    await h.status('/api/codehost/commits?owner=octocat&repo=missing', 404, undefined, 'NOT_FOUND')
  })
  it('refuses a window that ends before it starts, and an unreal date', async () => {
    await h.rejects(`/api/codehost/commits?${Q}&since=2012-02-01&until=2012-01-01`, 'until')
    await h.rejects(`/api/codehost/commits?${Q}&since=2012-02-30`, 'since')
  })
  h.failures('GET /repos/octocat/Hello-World/commits', `/api/codehost/commits?${Q}`)
})

describe('codehost.contributors', () => {
  it('ranks contributors, anonymous ones by name', async () => {
    const data = await h.ok(`/api/codehost/contributors?${Q}&anonymous=true`)
    expect(h.last().query.get('anon')).toBe('1')
    expect(data.items).toEqual([
      { rank: 1, login: 'octocat', name: null, type: 'User', url: 'https://github.com/octocat', contributions: 32 },
      { rank: 2, login: null, name: 'Cameron', type: 'Anonymous', url: null, contributions: 3 },
    ])
  })
  it('answers an empty list for GitHub\'s 204 (empty repository)', async () => {
    expect((await h.ok('/api/codehost/contributors?owner=octocat&repo=empty')).items).toEqual([])
  })
  h.failures('GET /repos/octocat/Hello-World/contributors', `/api/codehost/contributors?${Q}`)
})

describe('codehost.issues', () => {
  it('answers issues without the pull requests GitHub lists among them', async () => {
    const data = await h.ok(`/api/codehost/issues?${Q}&state=all&labels=bug,%20help%20wanted&sort=updated`)
    expect(h.last().params).toEqual({ state: 'all', labels: 'bug,help wanted', sort: 'updated', direction: 'desc', per_page: '30', page: '1' })
    expect(data.items.map((issue: { number: number }) => issue.number)).toEqual([1347, 1200])
    expect(data.items[0]).toEqual({
      number: 1347, title: 'Found a bug', state: 'open', stateReason: null, author: 'octocat', labels: ['bug'], assignees: ['octocat'], milestone: 'v1.0', comments: 3,
      createdAt: '2011-04-22T13:33:48Z', updatedAt: '2011-04-22T13:33:48Z', closedAt: null, body: "I'm having a problem with this.", url: 'https://github.com/octocat/Hello-World/issues/1347',
    })
    expect(data.items[1]).toMatchObject({ state: 'closed', stateReason: 'completed', author: null, labels: ['question'], assignees: [], body: null })
  })
  it('names a bad state or labels', async () => {
    await h.rejects(`/api/codehost/issues?${Q}&state=merged`, 'state')
    await h.rejects(`/api/codehost/issues?${Q}&labels=bug,,x`, 'labels')
  })
  h.failures('GET /repos/octocat/Hello-World/issues', `/api/codehost/issues?${Q}`)
})

describe('codehost.pulls', () => {
  it('answers pull requests with merge status and branches', async () => {
    const data = await h.ok(`/api/codehost/pulls?${Q}&state=all&base=master`)
    expect(h.last().query.get('base')).toBe('master')
    expect(data.items[0]).toEqual({
      number: 1347, title: 'Amazing new feature', state: 'open', draft: false, merged: false, author: 'octocat', labels: ['enhancement'], head: 'new-topic', base: 'master',
      createdAt: '2011-01-26T19:01:12Z', updatedAt: '2011-01-26T19:01:12Z', closedAt: null, mergedAt: null, url: 'https://github.com/octocat/Hello-World/pull/1347',
    })
    expect(data.items[1]).toMatchObject({ state: 'closed', merged: true, mergedAt: '2011-01-27T08:00:00Z' })
  })
  h.failures('GET /repos/octocat/Hello-World/pulls', `/api/codehost/pulls?${Q}`)
})

describe('codehost.releases', () => {
  it('answers releases with assets, and leaves pre-releases out on request', async () => {
    const all = await h.ok(`/api/codehost/releases?${Q}`)
    expect(all.items.map((release: { tag: string }) => release.tag)).toEqual(['v1.1.0-rc.1', 'v1.0.0'])
    const stable = await h.ok(`/api/codehost/releases?${Q}&prereleases=false`)
    expect(stable.items).toEqual([{
      id: 1, tag: 'v1.0.0', name: 'v1.0.0', prerelease: false, draft: false, author: 'octocat', createdAt: '2013-02-27T19:35:32Z', publishedAt: '2013-02-27T19:35:32Z', notes: 'Description of the release',
      assets: [{ name: 'example.zip', size: 1024, downloads: 42, contentType: 'application/zip', url: 'https://github.com/octocat/Hello-World/releases/download/v1.0.0/example.zip' }],
      url: 'https://github.com/octocat/Hello-World/releases/v1.0.0',
    }])
  })
  h.failures('GET /repos/octocat/Hello-World/releases', `/api/codehost/releases?${Q}`)
})
