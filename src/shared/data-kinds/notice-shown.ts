declare global {
  interface ImportMetaEnv {
    /** The version of the notice this build shows (src/shared/data-kinds/notice-version.ts), defined by vite.config.ts. */
    readonly NOTICE_VERSION: string;
  }
}

/** The version of the notice before this build's forms: a consent given here names it. */
export const NOTICE_SHOWN: string = import.meta.env.NOTICE_VERSION;
