import { createHash } from 'node:crypto';
import { isBuildShapeError } from './build-shape-error';
import { throwInMount } from './mount-throws';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

// Shapes copied from rspack's minified output of the remotes (the form and lightbox entries).
const OTHER = { file: '339.js', text: '(self.c=self.c||[]).push([[339],{12(e,t,r){r.d(t,{default:()=>w});let w={mount(e,t){return()=>{}}}}}]);' };
const FORM = {
  file: '__federation_expose_form.js',
  text: '(self.c=self.c||[]).push([[399],{7(e,t){let w=1},3345(e,t,r){r.r(t),r.d(t,{helper:()=>h,default:()=>w});let h=()=>{let w=2},w={mount(e,t){let c=e;return()=>{}}}}}]);',
};

const ENTRY = `l.u=e=>"",m={"./health":()=>s.e(55).then(()=>()=>s(12)),"./form":()=>Promise.all([s.e(339),s.e(399)]).then(()=>()=>s(3345))};s.sriHashes={339:"${sri(OTHER.text)}",399:"${sri(FORM.text)}"};`;

test('throws before the first statement of the exposed module’s own mount, and touches nothing else', () => {
  const { chunk, entry } = throwInMount(ENTRY, [OTHER, FORM], './form', 'fault injection: forms');
  expect(chunk.file).toBe(FORM.file);
  expect(chunk.text).toBe(FORM.text.replace('w={mount(e,t){', 'w={mount(e,t){throw new Error("fault injection: forms");'));
  // The entry pins the rewritten chunk, as a rebuild would; the other chunk's pin stays.
  expect(entry).toBe(ENTRY.replace(sri(FORM.text), sri(chunk.text)));
  expect(entry).toContain(sri(OTHER.text));
});

test('an async mount is rewritten the same way', () => {
  const chunk = { ...FORM, text: FORM.text.replace('w={mount(', 'w={async mount(') };
  const entry = ENTRY.replace(sri(FORM.text), sri(chunk.text));
  expect(throwInMount(entry, [chunk], './form', 'x').chunk.text).toContain('w={async mount(e,t){throw new Error("x");let c=e;');
});

test('a module made with defineModule throws as its setup starts, whether the helper is inlined or called', () => {
  const shapes = [
    ['w=(l=(e,t,n)=>{let c=e},{mount(e,t){return l(e,t)}})', 'w=(l=(e,t,n)=>{throw new Error("x");let c=e}'],
    ['w=(0,r.X)((e,t,n)=>{let c=e})', 'w=(0,r.X)((e,t,n)=>{throw new Error("x");let c=e}'],
    ['w=(l=async(e,t,n)=>{let c=e},{mount(e,t){return l(e,t)}})', 'w=(l=async(e,t,n)=>{throw new Error("x");let c=e}'],
  ] as const;
  for (const [shape, rewritten] of shapes) {
    const chunk = { ...FORM, text: FORM.text.replace('w={mount(e,t){let c=e;return()=>{}}}', shape) };
    expect(throwInMount(ENTRY.replace(sri(FORM.text), sri(chunk.text)), [chunk], './form', 'x').chunk.text).toContain(rewritten);
  }
});

test('a build of another shape is a BuildShapeError, never a silent no-op', () => {
  const attempts = [
    () => throwInMount(ENTRY, [OTHER, FORM], './missing', 'x'),
    () => throwInMount(ENTRY, [OTHER], './form', 'x'),
    () => throwInMount(ENTRY, [{ ...FORM, text: FORM.text.replace('w={mount(e,t){', 'w=makeModule(') }], './form', 'x'),
    // A chunk the entry does not pin: the browser would refuse the rewrite, so the fault would not be the one meant.
    () => throwInMount(ENTRY.replace(sri(FORM.text), 'sha384-other'), [OTHER, FORM], './form', 'x'),
  ];
  for (const attempt of attempts) expect(attempt).toThrow(expect.objectContaining({ name: 'BuildShapeError' }));
  try {
    attempts[0]!();
  } catch (error) {
    expect(isBuildShapeError(error)).toBe(true);
  }
});
