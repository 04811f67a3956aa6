import { describe, expect, it } from 'vitest';

import { needsQuestionMark, toQuestionForm } from './questionForm';

describe('toQuestionForm', () => {
  it("appends '?' to a plain phrase", () => {
    expect(toQuestionForm('what is seo')).toBe('what is seo?');
    expect(toQuestionForm('best running shoes')).toBe('best running shoes?');
  });

  it("leaves text that already has a '?'", () => {
    expect(toQuestionForm('what is seo?')).toBe('what is seo?');
    expect(toQuestionForm('seo? tools')).toBe('seo? tools');
  });

  it.each(['how to', 'where to', 'when to', 'what to', 'who to', 'how much to'])(
    "leaves text starting with '%s'",
    (opener) => {
      expect(toQuestionForm(`${opener} buy a car`)).toBe(`${opener} buy a car`);
    },
  );

  it('matches the openers case-insensitively and after leading spaces', () => {
    expect(toQuestionForm('How To tie a tie')).toBe('How To tie a tie');
    expect(toQuestionForm('HOW MUCH TO tip')).toBe('HOW MUCH TO tip');
    expect(toQuestionForm('   where to eat')).toBe('where to eat');
  });

  it('needs whole words for an opener', () => {
    expect(toQuestionForm('how tomatoes grow')).toBe('how tomatoes grow?');
    expect(toQuestionForm('whom to call')).toBe('whom to call?');
    expect(toQuestionForm('what today')).toBe('what today?');
  });

  it('does not treat an opener in the middle as one', () => {
    expect(toQuestionForm('learn how to code')).toBe('learn how to code?');
  });

  it("treats openers like 'how much' without 'to' as plain text", () => {
    expect(toQuestionForm('how much is a car')).toBe('how much is a car?');
    expect(toQuestionForm('how much')).toBe('how much?');
  });

  it('trims and keeps empty text empty', () => {
    expect(toQuestionForm('  seo tools  ')).toBe('seo tools?');
    expect(toQuestionForm('')).toBe('');
    expect(toQuestionForm('   ')).toBe('');
  });

  it('accepts an opener on its own', () => {
    expect(toQuestionForm('how to')).toBe('how to');
  });
});

describe('needsQuestionMark', () => {
  it('agrees with toQuestionForm', () => {
    expect(needsQuestionMark('seo')).toBe(true);
    expect(needsQuestionMark('seo?')).toBe(false);
    expect(needsQuestionMark('who to hire')).toBe(false);
    expect(needsQuestionMark('')).toBe(false);
  });
});
