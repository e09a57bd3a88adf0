import { hasHover, parseMultiView, viewFor } from './multi-view-data';

const json = JSON.stringify({
  slug: 'et_pb_text',
  target: '.inner',
  hover_selector: '.et_pb_text_0',
  schema: {
    content: { desktop: 'Desktop', phone: 'Phone', hover: 'Hover' },
    attrs: { desktop: { alt: 'wide' }, tablet: { alt: 'mid' } },
    classes: { desktop: { add: ['a', 'bad class"'], remove: 'b c' } },
    visibility: { desktop: 'visible', phone: 'hidden' },
    bogus: { desktop: 'x' },
  },
});

describe('parseMultiView', () => {
  it('reads slug, target, hover selector and the five contexts', () => {
    const data = parseMultiView(json)!;
    expect(data).toMatchObject({ slug: 'et_pb_text', target: '.inner', hoverSelector: '.et_pb_text_0' });
    expect(Object.keys(data.schema)).toEqual(['content', 'attrs', 'classes', 'visibility']);
  });

  it('is null for anything but JSON with a schema', () => {
    expect(parseMultiView('{nope')).toBeNull();
    expect(parseMultiView('{"slug":"x"}')).toBeNull();
    expect(parseMultiView(null)).toBeNull();
  });
});

describe('viewFor', () => {
  const data = parseMultiView(json)!;
  it('takes each device its own value, else the larger device\'s', () => {
    expect(viewFor(data, 'desktop', 'desktop')).toEqual({ content: 'Desktop', attrs: { alt: 'wide' }, classes: { add: ['a'], remove: ['b', 'c'] }, visible: true });
    expect(viewFor(data, 'tablet', 'tablet')).toMatchObject({ content: 'Desktop', attrs: { alt: 'mid' }, visible: true });
    expect(viewFor(data, 'phone', 'phone')).toMatchObject({ content: 'Phone', attrs: { alt: 'mid' }, visible: false });
  });

  it('takes hover values, falling back to the window device\'s', () => {
    expect(viewFor(data, 'hover', 'phone')).toMatchObject({ content: 'Hover', attrs: { alt: 'mid' }, visible: false });
    expect(hasHover(data)).toBe(true);
    expect(hasHover(parseMultiView('{"schema":{"content":{"desktop":"x"}}}')!)).toBe(false);
  });
});
