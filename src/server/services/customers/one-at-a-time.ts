/**
 * Runs the tasks given to it one after another, in the order given: work that may wait, kept from
 * taking every thread at once.
 */
export class OneAtATime {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.last.then(task);
    // The next task waits for this one to settle, whichever way it settles.
    this.last = result.catch(() => undefined);
    return result;
  }
}
