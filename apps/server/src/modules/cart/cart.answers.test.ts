import { describe, expect, it } from 'vitest';
import { createCartAnswers } from './cart.answers';

describe('kept cart answers', () => {
  it('answer only for the version they were built from', () => {
    const answers = createCartAnswers();
    answers.set('s1', '100', '{"count":1}', answers.generation());
    expect(answers.get('s1', '100')).toBe('{"count":1}');
    expect(answers.get('s1', '101')).toBeUndefined();
    expect(answers.get('s2', '100')).toBeUndefined();
  });

  it('keep at most their capacity, dropping the least recently used', () => {
    const answers = createCartAnswers(2);
    answers.set('a', '1', 'A', answers.generation());
    answers.set('b', '1', 'B', answers.generation());
    expect(answers.get('a', '1')).toBe('A');
    answers.set('c', '1', 'C', answers.generation());
    expect([answers.get('a', '1'), answers.get('b', '1'), answers.get('c', '1')]).toEqual([
      'A',
      undefined,
      'C',
    ]);
  });

  it('drop everything on clear, and keep nothing read before it', () => {
    const answers = createCartAnswers();
    answers.set('a', '1', 'A', answers.generation());
    const readBefore = answers.generation();
    answers.clear();
    expect(answers.get('a', '1')).toBeUndefined();
    answers.set('b', '1', 'B', readBefore);
    expect(answers.get('b', '1')).toBeUndefined();
    answers.set('b', '1', 'B', answers.generation());
    expect(answers.get('b', '1')).toBe('B');
  });
});
