import { readBuilderContext } from './builder-context';

const body = (...classes: string[]) => ({ classList: { contains: (cls: string) => classes.includes(cls) } }) as Pick<Element, 'classList'>;

describe('readBuilderContext', () => {
  it('is inactive on a normal page or without a body', () => {
    expect(readBuilderContext(body('home', 'et_fixed_nav'))).toEqual({ active: false, type: null, previewMode: null });
    expect(readBuilderContext(null)).toEqual({ active: false, type: null, previewMode: null });
  });

  it('detects each builder type', () => {
    expect(readBuilderContext(body('et-fb')).type).toBe('fb');
    expect(readBuilderContext(body('et-bfb')).type).toBe('bfb');
    expect(readBuilderContext(body('et-tb')).type).toBe('tb');
    expect(readBuilderContext(body('et-block-layout-preview'))).toMatchObject({ active: true, type: 'block-layout-preview' });
  });

  it('reads the preview mode inside the builder only, zoom before the device', () => {
    expect(readBuilderContext(body('et-fb', 'et-fb-preview--tablet')).previewMode).toBe('tablet');
    expect(readBuilderContext(body('et-fb', 'et-fb-preview--desktop', 'et-fb-preview--zoom')).previewMode).toBe('zoom');
    expect(readBuilderContext(body('et-fb-preview--zoom')).previewMode).toBeNull();
  });
});
