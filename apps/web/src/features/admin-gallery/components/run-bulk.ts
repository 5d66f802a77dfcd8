/** Runs one action per item, one after another, and counts what worked (admin spec §8: bulk results report counts). */
export async function runBulk<T>(items: readonly T[], action: (item: T) => Promise<unknown>): Promise<{ succeeded: number; failed: number }> {
  let succeeded = 0;
  let failed = 0;
  for (const item of items) {
    try {
      await action(item);
      succeeded += 1;
    } catch (error) {
      failed += 1;
      console.error('Gallery bulk action failed', error);
    }
  }
  return { succeeded, failed };
}
