import { booleanOrNull, createError, defineOperation, lookupAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { readGithub } from '@svc/providers/github'
import { owner } from '../params.ts'
import { github } from '../upstreams/github.ts'

/** GET /users/{username}: the public profile. */
const answer = v.object({
  login: v.string(),
  id: v.number(),
  type: v.string(),
  name: textOrNull,
  company: textOrNull,
  blog: textOrNull,
  location: textOrNull,
  email: textOrNull,
  bio: textOrNull,
  twitter_username: textOrNull,
  hireable: booleanOrNull,
  public_repos: v.number(),
  public_gists: v.number(),
  followers: v.number(),
  following: v.number(),
  html_url: v.string(),
  avatar_url: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})

export default defineOperation({
  name: 'user',
  method: 'GET',
  description: 'Public profile of a GitHub user or organization: name, type, bio, company, location, blog, public repository and gist counts, followers, following and dates.',
  input: v.object({ username: v.pipe(owner, v.description('Login of the user or organization, e.g. torvalds')) }),
  upstreams: [github],
  sources: [{ path: '/users/{username}', cacheTtl: '30min' }],
  keywords: ['github profile', 'developer profile', 'who is this github user', 'followers count'],
  example: { params: { username: 'octocat' } },
  async handler({ input, upstream }) {
    const { data, url } = await readGithub(upstream, `/users/${input.username}`, { schema: answer, missing: `user or organization ${input.username}` })
    if (!data) throw createError('NOT_FOUND', `GitHub has no user or organization ${input.username}`)
    return lookupAnswer({
      login: data.login,
      id: data.id,
      type: data.type,
      name: data.name,
      bio: data.bio,
      company: data.company,
      location: data.location,
      blog: data.blog || null,
      email: data.email,
      twitter: data.twitter_username,
      hireable: data.hireable,
      publicRepos: data.public_repos,
      publicGists: data.public_gists,
      followers: data.followers,
      following: data.following,
      url: data.html_url,
      avatarUrl: data.avatar_url,
      createdAt: data.created_at,
      updatedAt: data.updated_at,
    }, sourceOf(github, url))
  },
})
