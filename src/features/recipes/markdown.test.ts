import { normalizePreparationSteps } from './markdown';

describe('normalizePreparationSteps', () => {
  it('puts a space after heading marks', () => {
    expect(normalizePreparationSteps('#Title\n##Step one\n# Already fine')).toBe('# Title\n## Step one\n# Already fine');
  });

  it('turns star and plus bullets into dashes, keeping indentation', () => {
    expect(normalizePreparationSteps('* eggs\n+ milk\n  * flour\n- salt')).toBe('- eggs\n- milk\n  - flour\n- salt');
  });

  it('gives a dash glued to its text its space, as numbers get theirs, but leaves rules alone', () => {
    expect(normalizePreparationSteps('-cut\n  -peel\n- salt\n---\n--not a list')).toBe(
      '- cut\n  - peel\n- salt\n---\n--not a list',
    );
  });

  it('turns 1) numbering into 1. and adds a missing space', () => {
    expect(normalizePreparationSteps('1) Boil\n2)Drain\n3.Serve')).toBe('1. Boil\n2. Drain\n3. Serve');
  });

  it('leaves bold text, decimals, plain text and code blocks alone', () => {
    const text = '**Bold** start\n1.5 cups of water\nStir well\n```\n#not a heading\n* not a list\n```';
    expect(normalizePreparationSteps(text)).toBe(text);
  });

  it('normalises Windows line endings', () => {
    expect(normalizePreparationSteps('#A\r\n* b')).toBe('# A\n- b');
  });
});
