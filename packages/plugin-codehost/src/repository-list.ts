import { defineOperation, type Duration, type InputSchema, listAnswer, type OperationDefinition, sourceOf } from '@svc/core'
import { readRepository } from '@svc/providers/github'
import type * as v from 'valibot'
import { github } from './upstreams/github.ts'

type Described<S extends InputSchema> = Pick<OperationDefinition<S>, 'name' | 'description' | 'input' | 'check' | 'keywords' | 'example'>

/** What a repository list reads and answers. */
interface RepositoryList<S extends InputSchema, R extends v.GenericSchema> {
  /** The part below `/repos/{owner}/{repo}` (`/tags`). */
  part: string
  /** The page's schema: an array (nullable where GitHub answers 204 for an empty repository). */
  schema: R
  /** How long its pages are cached; left out, the GitHub upstream's default. */
  cacheTtl?: Duration
  /** The read for an input: its query and what a 404 means (default: no such public repository). */
  read: (input: v.InferOutput<S>) => { query?: Record<string, string | number | boolean | undefined>; missing?: string }
  /** The page's rows (none for an empty repository) as the operation answers them. */
  items: (rows: NonNullable<v.InferOutput<R>>, input: v.InferOutput<S>) => unknown[]
}

/**
 * A GET operation answering one page of a public repository's list (branches, tags, commits, issues...): GitHub's
 * page as items, with no total (GitHub does not count them).
 */
export function repositoryList<S extends InputSchema, R extends v.GenericSchema>(operation: Described<S> & RepositoryList<S, R>) {
  const { part, schema, read, items, cacheTtl, ...described } = operation
  return defineOperation<S>({
    ...described,
    method: 'GET',
    upstreams: [github],
    sources: [{ path: `/repos/{owner}/{repo}${part}`, ...(cacheTtl ? { cacheTtl } : {}) }],
    async handler({ input, upstream }) {
      const { data, url } = await readRepository(upstream, input as { owner: string; repo: string }, part, { schema, ...read(input) })
      return listAnswer(items((data ?? []) as NonNullable<v.InferOutput<R>>, input), sourceOf(github, url), { total: null })
    },
  })
}
