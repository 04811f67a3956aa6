import { describe, expect, it } from 'vitest';

import { choiceOfName, pickedChoice, termIdsCsv } from './selectedKeywords';

const GROUPS = [
  { hash: 'g1', name: 'Brand terms' },
  { hash: 'g2', name: 'Tools' },
];

describe('choosing a group or label for the selected keywords', () => {
  it('takes a typed name that matches one of the project, whatever the case, as that one', () => {
    expect(choiceOfName('  tools ', GROUPS)).toEqual({ kind: 'existing', hash: 'g2', name: 'Tools' });
  });

  it('takes any other name as a new one, trimmed, and a blank name as nothing', () => {
    expect(choiceOfName(' Pricing pages ', GROUPS)).toEqual({ kind: 'new', name: 'Pricing pages' });
    expect(choiceOfName('   ', GROUPS)).toBeNull();
  });

  it('takes a typed name over the group picked from the list, and the picked one when nothing is typed', () => {
    expect(pickedChoice('g1', 'Pricing', GROUPS)).toEqual({ kind: 'new', name: 'Pricing' });
    expect(pickedChoice('g1', '  ', GROUPS)).toEqual({ kind: 'existing', hash: 'g1', name: 'Brand terms' });
    expect(pickedChoice(null, '', GROUPS)).toBeNull();
    expect(pickedChoice('gone', '', GROUPS)).toBeNull();
  });

  it('sends the ids comma separated', () => {
    expect(termIdsCsv(['12', '40'])).toBe('12,40');
  });
});
