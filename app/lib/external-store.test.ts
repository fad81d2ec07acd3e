import { describe, expect, it } from 'vitest';
import { createStore } from './external-store';

/** A promise and the functions that settle it, so a test decides the order in which answers arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('an external store', () => {
  it('tells its listeners of a new value, not of the same one, and stops after unsubscribing', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set(2);
    unsubscribe();
    store.set(3);
    expect(seen).toEqual([2]);
    expect(store.get()).toBe(3);
  });

  it('keeps the newest fetch when an older one answers last', async () => {
    const store = createStore('start');
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = store.fetch(
      () => older.promise,
      () => undefined,
    );
    const second = store.fetch(
      () => newer.promise,
      () => undefined,
    );
    newer.resolve('newer');
    await second;
    older.resolve('older');
    await first;
    expect(store.get()).toBe('newer');
  });

  it('keeps a value set while a fetch was on its way (a sign-out during the check of the user)', async () => {
    const store = createStore<string | null>('signed in');
    const answer = deferred<string>();
    const fetching = store.fetch(
      () => answer.promise,
      () => undefined,
    );
    store.set(null);
    answer.resolve('signed in');
    await fetching;
    expect(store.get()).toBeNull();
  });

  it('drops answers already on their way once told to (an optimistic edit)', async () => {
    const store = createStore('old lines');
    const answer = deferred<string>();
    const fetching = store.fetch(
      () => answer.promise,
      () => undefined,
    );
    store.dropPending();
    answer.resolve('lines from before the edit');
    await fetching;
    expect(store.get()).toBe('old lines');
  });

  it('reports the failure of the newest fetch only', async () => {
    const store = createStore('kept');
    const errors: unknown[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = store.fetch(
      () => older.promise,
      (error) => errors.push(error),
    );
    const second = store.fetch(
      () => newer.promise,
      (error) => errors.push(error),
    );
    older.reject(new Error('old'));
    newer.reject(new Error('new'));
    await Promise.all([first, second]);
    expect(errors).toEqual([new Error('new')]);
    expect(store.get()).toBe('kept');
  });
});
