import * as v from 'valibot'

/** A registered domain name as callers give it (the `whois` watcher sends the same): lower-cased, trailing dot dropped. */
export const domain = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((name) => name.replace(/\.$/, '')),
  v.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'must be a domain name such as example.com'),
  v.description('Domain name, e.g. example.com'),
)
