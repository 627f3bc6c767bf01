// The browser's Web Storage, or undefined where there is none (prerendering) or where reading it
// throws (storage disabled, some private modes): callers then work without remembering.

/** Kept on this device until removed (localStorage). */
export function deviceStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Kept for this browser tab only (sessionStorage). */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
