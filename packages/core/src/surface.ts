/** A page for people, rendered once in the shell every page of the host shares (its header, stylesheet and strict Content-Security-Policy). */
export interface SurfacePage {
  title: string
  /** The page's body: HTML the surface writes itself (nothing from a request goes in it). */
  body: string
  /** Scripts served by the host, by path: the surface's own assets or the host's. */
  scripts?: string[]
  /** Served only on a host with an admin token (`SVC_ADMIN_TOKEN`); 404 saying so elsewhere. */
  needsAdminToken?: boolean
}

/** A file a page loads, served with a cache lifetime; `body` is read at the first request. */
export interface SurfaceAsset {
  type: string
  body: () => string | Uint8Array
}

/**
 * More pages and assets mounted beside the API by whoever builds the app: the operator's dashboard
 * (`@svc/operator`), which `@svc/host` passes to `createApp`. Core serves the home page and the docs
 * itself; what needs a browser library of its own comes through here, so core does not depend on it.
 */
export interface AppSurface {
  /** By path (`/dashboard`). */
  pages?: Record<string, SurfacePage>
  /** By path (`/assets/dashboard.js`). */
  assets?: Record<string, SurfaceAsset>
}
