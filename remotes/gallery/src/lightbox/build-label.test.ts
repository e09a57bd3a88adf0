import { buildLabel } from './build-label';

describe('buildLabel', () => {
  const original = process.env.CMS_MF_BUILD_LABEL;
  afterEach(() => {
    if (original === undefined) delete process.env.CMS_MF_BUILD_LABEL;
    else process.env.CMS_MF_BUILD_LABEL = original;
  });

  it('returns CMS_MF_BUILD_LABEL', () => {
    process.env.CMS_MF_BUILD_LABEL = 'gallery@1.2.3';
    expect(buildLabel()).toBe('gallery@1.2.3');
  });

  it("defaults to '' when the label is undefined", () => {
    delete process.env.CMS_MF_BUILD_LABEL;
    expect(buildLabel()).toBe('');
  });

  it("returns '' where process does not exist (a browser build without the define)", () => {
    const g = globalThis as { process?: unknown };
    const saved = g.process;
    try {
      delete g.process;
      expect(buildLabel()).toBe('');
    } finally {
      g.process = saved;
    }
  });
});
