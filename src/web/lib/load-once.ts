/**
 * Shares one download among everyone who asks for it (a preload on hover, then the render), and
 * forgets a failed one, so the next call tries again instead of repeating the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
