import { describe, expect, it } from 'vitest';
import { designProblems } from './design-rules';
import { orderDesignSchema } from './designs';

describe('design-rules', () => {
  it('finds the problems the schema would', () => {
    const cases = [
      { name: 'Hole 1', quantity: 25 },
      { name: ' ', quantity: 25 },
      { name: 'Hole 1', quantity: 24 },
      { name: 'x'.repeat(81), quantity: 30.5 },
    ];
    for (const design of cases) {
      const parsed = orderDesignSchema.safeParse(design);
      const problems = Object.values(designProblems(design));
      expect(problems.sort()).toEqual((parsed.error?.issues.map((issue) => issue.message) ?? []).sort());
    }
  });
});
