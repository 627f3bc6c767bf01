import { useRouter } from '@tanstack/react-router';

/** Runs the page's route loaders again: a dashboard page's data after a change, or on "Try again". */
export function useReload(): () => Promise<void> {
  const router = useRouter();
  return () => router.invalidate();
}
