/** The Federal Register API as the plugins read it (`@svc/providers/federal-register`): the upstream, its document search and lookup. */
export { federalRegister } from './upstream.ts'
export { documentByNumber, federalRegisterSources, FR_TYPES, RESULTS_WINDOW, searchDocuments, type FrDocument, type FrSearch, type FrType } from './documents.ts'
