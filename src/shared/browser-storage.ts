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

/** Removes every key of a storage that matches; a storage that refuses kept nothing. */
export function removeKeys(storage: Storage | undefined, matches: (key: string) => boolean): void {
  try {
    const keys = Array.from({ length: storage?.length ?? 0 }, (_, i) => storage?.key(i) ?? '');
    for (const key of keys.filter(matches)) storage?.removeItem(key);
  } catch {
    // storage disabled: it kept nothing
  }
}
