import { markdownTable } from './markdown-table';

test('pads cells, right-aligns where asked and escapes pipes', () => {
  const table = markdownTable(['page', 'KB'], [['gallery', '45.0'], ['a|b', '1.7']], ['left', 'right']);
  expect(table.split('\n')).toEqual([
    '| page    |   KB |',
    '|---------|-----:|',
    '| gallery | 45.0 |',
    '| a\\|b    |  1.7 |',
  ]);
});

test('missing cells are empty and short headers keep a three-dash rule', () => {
  expect(markdownTable(['a', 'b'], [['x']])).toBe(['| a   | b   |', '|-----|-----|', '| x   |     |'].join('\n'));
});
