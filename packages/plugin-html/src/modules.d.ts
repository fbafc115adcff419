// The two packages ship no type declarations; these cover what the plugin uses.

declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown'
  /** Tables, strikethrough, task-list items and highlighted code blocks. */
  export const gfm: TurndownService.Plugin
}

declare module '@mixmark-io/domino' {
  /** Parses an HTML document the way a browser does (the parser turndown itself uses on Node). */
  export function createDocument(html?: string, force?: boolean): Document
}
