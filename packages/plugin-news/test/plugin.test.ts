import { type FixtureAnswer, testPlugin } from '@svc/core/testing'
import { newsPlugin } from '../src/index.ts'

// The examples reach Hacker News, HN Search and GDELT on the fixture server, answered with the other tests' files.
const fixture = (path: string): FixtureAnswer => ({ file: path })
const items = Object.fromEntries([8863, 2921983, 121003, 126809].map((id) => [`GET /item/${id}.json`, fixture(`hacker-news/item-${id}.json`)]))

testPlugin(newsPlugin, {
  routes: {
    ...items,
    'GET /topstories.json': fixture('hacker-news/topstories.json'),
    'GET /user/jl.json': fixture('hacker-news/user-jl.json'),
    'GET /search': fixture('hn-search/search-dropbox.json'),
    'GET /doc/doc': fixture('gdelt/artlist-solar.json'),
  },
})
