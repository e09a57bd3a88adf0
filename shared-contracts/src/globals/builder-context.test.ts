/** @jest-environment jsdom */
import { readBuilderContext } from './builder-context';

const body = (...classes: string[]) => ({ classList: { contains: (cls: string) => classes.includes(cls) } }) as Pick<Element, 'classList'>;

afterEach(() => {
  document.documentElement.className = '';
  document.body.className = '';
});

describe('readBuilderContext', () => {
  it('is inactive on a normal page or without a body', () => {
    expect(readBuilderContext(body('home', 'et_fixed_nav'))).toEqual({ active: false, type: null, previewMode: null, limited: false });
    expect(readBuilderContext(null)).toEqual({ active: false, type: null, previewMode: null, limited: false });
    expect(readBuilderContext(document.body)).toMatchObject({ active: false });
  });

  it('detects each builder type', () => {
    expect(readBuilderContext(body('et-fb')).type).toBe('fb');
    expect(readBuilderContext(body('et-bfb')).type).toBe('bfb');
    expect(readBuilderContext(body('et-tb')).type).toBe('tb');
    expect(readBuilderContext(body('et-block-layout-preview'))).toMatchObject({ active: true, type: 'block-layout-preview' });
    expect(readBuilderContext(body('single-et_pb_layout', 'et-fb')).type).toBe('fb');
    expect(readBuilderContext(body('single-et_pb_layout')).type).toBe('page-layout');
    expect(readBuilderContext(body('et-block-layout-builder')).type).toBe('layout-block');
    expect(readBuilderContext(body('block-editor-page'))).toMatchObject({ active: true, type: 'block-editor' });
  });

  it('reads the preview mode inside the builder only, zoom before the device', () => {
    expect(readBuilderContext(body('et-fb', 'et-fb-preview--tablet')).previewMode).toBe('tablet');
    expect(readBuilderContext(body('et-fb', 'et-fb-preview--desktop', 'et-fb-preview--zoom')).previewMode).toBe('zoom');
    expect(readBuilderContext(body('et-fb-preview--zoom')).previewMode).toBeNull();
  });

  it('reads the preview mode and the builder from <html>, where real pages carry them', () => {
    document.body.className = 'et-fb';
    document.documentElement.className = 'et-fb-preview--phone et-fb-limited';
    expect(readBuilderContext(document.body)).toEqual({ active: true, type: 'fb', previewMode: 'phone', limited: true });
    document.body.className = '';
    document.documentElement.className = 'et-tb et-fb-preview--wireframe';
    expect(readBuilderContext(document.body)).toMatchObject({ type: 'tb', previewMode: 'wireframe' });
  });

  it("reads the top window's html from the builder's same-origin iframe", () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    document.documentElement.className = 'et-fb et-fb-preview--tablet';
    const inner = frame.contentDocument!.body;
    expect(readBuilderContext(inner)).toMatchObject({ active: true, type: 'fb', previewMode: 'tablet' });
    frame.remove();
  });
});
