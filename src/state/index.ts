// Importing a store registers it with the registry, so `resetStores` reaches it.
export { environment, type EnvironmentState } from './environment';
export { resetStores, type StoreOverrides } from './registry';
