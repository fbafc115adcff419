import { localSource } from '@svc/core'

/** Provenance of every answer: parsed on the host with libphonenumber-js; no upstream. */
export const SOURCE = localSource(
  "libphonenumber-js ('max' metadata from Google's libphonenumber)",
  'https://gitlab.com/catamphetamine/libphonenumber-js',
  'MIT (libphonenumber-js); metadata Apache-2.0 (libphonenumber)',
)
