// A caller's web page or file through core's URL guard, with the one address policy every caller-given
// URL of the ai, search and url groups (and the browser's proxy) is checked against.
export { acceptInvalidCertificates, addressPolicy } from './policy.ts'
export { fetchPage, MAX_PAGE_CHARS, type Page } from './page.ts'
