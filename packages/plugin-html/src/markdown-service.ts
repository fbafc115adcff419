import { gfm } from '@joplin/turndown-plugin-gfm'
import TurndownService from 'turndown'

export interface MarkdownStyle {
  gfm: boolean
  headingStyle: 'atx' | 'setext'
  bulletListMarker: '-' | '*' | '+'
  codeBlockStyle: 'fenced' | 'indented'
  linkStyle: 'inlined' | 'referenced'
}

/** Block content a GFM table cell cannot hold: such tables stay HTML, which GFM renders. */
const BLOCKS_IN_CELLS = 'ul, ol, h1, h2, h3, h4, h5, h6, hr, blockquote, pre'

/**
 * A turndown service for one combination of options. Turndown keeps per-conversion state
 * (reference links), so each conversion gets its own service.
 */
export function markdownService(style: MarkdownStyle, keep: string[]): TurndownService {
  const service = new TurndownService({
    headingStyle: style.headingStyle,
    bulletListMarker: style.bulletListMarker,
    codeBlockStyle: style.codeBlockStyle,
    linkStyle: style.linkStyle,
    hr: '---',
    emDelimiter: '_',
    strongDelimiter: '**',
  })
  if (keep.length > 0) service.keep(keep as TurndownService.TagName[])
  if (!style.gfm) return service
  service.use(gfm)
  // Added last so it wins over the plugin's table rule: plain HTML, without the plugin's editor wrapper.
  service.addRule('tableWithBlocks', {
    // domino answers undefined (not null) when nothing matches.
    filter: (node) => node.nodeName === 'TABLE' && Boolean(node.querySelector(BLOCKS_IN_CELLS)),
    replacement: (_content, node) => `\n\n${(node as HTMLElement).outerHTML}\n\n`,
  })
  return service
}

/**
 * Gives every table a fixed `rows` list (its own rows, as the HTML spec defines them).
 * domino computes `table.rows` anew on every access and the GFM plugin reads it inside loops,
 * which makes a long table quadratic (2,000 rows took 16 s); with a fixed list it is linear.
 */
export function fixTableRows(root: Element): void {
  // domino answers some selectors with an array-like that is not iterable.
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const rows: Element[] = []
    for (let child = table.firstElementChild; child; child = child.nextElementSibling) {
      if (child.nodeName === 'TR') rows.push(child)
      else if (child.nodeName === 'THEAD' || child.nodeName === 'TBODY' || child.nodeName === 'TFOOT') {
        for (let row = child.firstElementChild; row; row = row.nextElementSibling) if (row.nodeName === 'TR') rows.push(row)
      }
    }
    Object.defineProperty(table, 'rows', { value: rows })
  }
}
