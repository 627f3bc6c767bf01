// The versions of the notices a build shows (notice-version.ts), defined by vite.config.ts: a consent
// given in this build names the one it was given on. Read in place as import.meta.env.NOTICE_VERSION, not through a module
// of its own, which the bundler would make a file of its own for the form and the sign-up to fetch.
interface ImportMetaEnv {
  readonly NOTICE_VERSION: string;
  readonly ACCOUNT_NOTICE_VERSION: string;
}
