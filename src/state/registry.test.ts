import { describe, expect, it } from 'vitest';

import { environment } from './environment';
import { defineStore, resetStores } from './registry';

describe('store registry', () => {
  it('puts every store back to its initial values', () => {
    environment.countryCode = 'DE';
    environment.percentOfBotsAllowed = 40;
    resetStores();
    expect(environment.countryCode).toBe('US');
    expect(environment.percentOfBotsAllowed).toBe(0);
  });

  it('applies overrides by store name after the reset', () => {
    environment.loggedInBotDetection = true;
    resetStores({ environment: { countryCode: 'UK' } });
    expect(environment.countryCode).toBe('UK');
    expect(environment.loggedInBotDetection).toBe(false);
  });

  it('rejects an override for a store that does not exist', () => {
    expect(() => resetStores({ enviroment: { countryCode: 'UK' } })).toThrow(
      'parameters.state names an unknown store "enviroment".',
    );
  });

  it('refuses two stores of one name', () => {
    defineStore('registry-test', () => ({ n: 1 }));
    expect(() => defineStore('registry-test', () => ({ n: 2 }))).toThrow(
      'A store named "registry-test" is already defined.',
    );
  });
});
