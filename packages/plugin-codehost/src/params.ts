import { rowLimit, pageNumber } from '@svc/core'
import * as v from 'valibot'

/** A GitHub login: letters, digits and single hyphens, at most 39 characters. */
export const owner = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'must be a user or organization login, e.g. nodejs'), v.description('Owner (user or organization), e.g. nodejs'))

/** A repository name (not `.` or `..`). */
export const repo = v.pipe(v.string(), v.trim(), v.regex(/^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/, 'must be a repository name, e.g. node'), v.description('Repository name, e.g. node'))

/** The owner/repo pair every repository operation takes. */
export const repository = { owner, repo }

/** Rows per page (GitHub's per_page, at most 100) and the page. */
export const limit = rowLimit(100, 30)
export const page = pageNumber(100)

/** A branch, tag or commit name. */
export const ref = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255), v.regex(/^[A-Za-z0-9._/@+-]+$/, 'must be a branch, tag or commit name'), v.check((value) => !value.split('/').includes('..'), 'must not contain ..'), v.description(description)))


/** A language as GitHub's search qualifier takes it (quoted when it has a space). */
export const language = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9#+.' -]{1,40}$/, 'must be a language name, e.g. TypeScript'), v.description('Programming language, e.g. TypeScript')))
export const qualifier = (name: string, value: string) => `${name}:${/\s/.test(value) ? `"${value}"` : value}`
