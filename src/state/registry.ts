import { proxy } from 'valtio';

/**
 * Every valtio store is created through `defineStore`, so tests and stories can put all of them
 * back to their initial values at once (`resetStores`) and seed some fields by store name.
 */
type Resettable = { initial: () => object; store: object };
const stores = new Map<string, Resettable>();

export type StoreOverrides = Record<string, Record<string, unknown>>;

export function defineStore<T extends object>(name: string, initial: () => T): T {
  if (stores.has(name)) throw new Error(`A store named "${name}" is already defined.`);
  const store = proxy(initial());
  stores.set(name, { initial, store });
  return store;
}

export function resetStores(overrides: StoreOverrides = {}): void {
  for (const name of Object.keys(overrides)) {
    if (!stores.has(name)) throw new Error(`parameters.state names an unknown store "${name}".`);
  }
  for (const [name, { initial, store }] of stores) {
    Object.assign(store, initial(), overrides[name] ?? {});
  }
}
