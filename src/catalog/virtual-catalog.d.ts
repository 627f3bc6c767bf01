// Built by vite-plugin.ts; typed in client.ts.
declare module 'virtual:catalog' {
  export const site: unknown;
  export const listings: unknown;
  export const entries: unknown;
  export const entryLoaders: unknown;
}

declare module 'virtual:catalog/chat' {
  export const services: unknown;
}

declare module 'virtual:catalog/figures' {
  export const notes: unknown;
}

declare module 'virtual:catalog/search' {
  export const docs: unknown;
}
