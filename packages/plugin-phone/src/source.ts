/** Provenance of every answer: parsed on the host with libphonenumber-js; no upstream. */
export const SOURCE = {
  provider: "libphonenumber-js ('max' metadata from Google's libphonenumber)",
  url: 'https://gitlab.com/catamphetamine/libphonenumber-js',
  license: 'MIT (libphonenumber-js); metadata Apache-2.0 (libphonenumber)',
}
