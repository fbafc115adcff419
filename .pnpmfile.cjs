// pnpm hooks of this workspace.
// beforePacking: `pnpm pack` and `pnpm publish` write package.json without the `@svc/source` export
// condition. It points at TypeScript sources, which the repository resolves (vitest, tsx, tsc) and
// tarballs do not ship (`files` names dist), so no package needs a publishConfig.exports copy of its
// exports without it. scripts/check-release.mjs packs packages and checks the result.

/** `exports` without the `@svc/source` condition, at any depth. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports
  return Object.fromEntries(Object.entries(exports).filter(([key]) => key !== '@svc/source').map(([key, target]) => [key, withoutSourceCondition(target)]))
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (pkg.exports) pkg.exports = withoutSourceCondition(pkg.exports)
      return pkg
    },
  },
}
