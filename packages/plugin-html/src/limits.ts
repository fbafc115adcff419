/** Deepest element nesting converted: turndown recurses per level and overflows the stack near 1,500. */
export const MAX_DEPTH = 512

/** Elements whose end tag may be left out (the parser closes them), and void elements. */
const NOT_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
  'p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'colgroup', 'caption',
  'rb', 'rt', 'rp', 'html', 'head', 'body', '!doctype',
])
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)[^>]*>/g

/** Thrown for input the converter refuses; the operation maps it to a 400 naming `field`. */
export class LimitError extends Error {
  constructor(readonly reason: string, message: string) {
    super(message)
  }
}

/**
 * Nesting depth read from the tags alone, before parsing: the HTML parser slows down
 * quadratically with depth, so a pathologically deep document is refused without parsing it.
 */
export function estimateDepth(html: string): number {
  let depth = 0
  let deepest = 0
  TAG.lastIndex = 0
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (NOT_NESTING.has(match[2]!.toLowerCase()) || match[0].endsWith('/>')) continue
    depth = match[1] ? Math.max(0, depth - 1) : depth + 1
    if (depth > deepest) deepest = depth
  }
  return deepest
}

/** Exact element depth below `root`, walked without recursion. */
export function elementDepth(root: Element): number {
  let deepest = 0
  const stack: [Element, number][] = [[root, 0]]
  while (stack.length > 0) {
    const [element, depth] = stack.pop()!
    if (depth > deepest) deepest = depth
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) stack.push([child, depth + 1])
  }
  return deepest
}

export function checkDepth(depth: number): void {
  if (depth > MAX_DEPTH) throw new LimitError('too_deep', `elements are nested ${depth} deep, more than ${MAX_DEPTH}`)
}
