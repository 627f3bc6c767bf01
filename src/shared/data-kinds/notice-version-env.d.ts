// The version of the notice a build shows (notice-version.ts), defined by vite.config.ts: a consent
// given in this build names it. Read in place as import.meta.env.NOTICE_VERSION, not through a module
// of its own, which the bundler would make a file of its own for the form and the sign-up to fetch.
interface ImportMetaEnv {
  readonly NOTICE_VERSION: string;
}
