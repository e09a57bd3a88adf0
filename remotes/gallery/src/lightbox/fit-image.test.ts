import { fitImage } from './fit-image';

const phone = { width: 390, height: 844 };

describe('fitImage', () => {
  it('fills the width of a phone in portrait, aspect kept', () => {
    expect(fitImage({ aspect: 1.5, box: { width: 390, height: 640 }, viewport: phone })).toEqual({ width: 390, height: 260 });
  });

  it('fills the height in landscape', () => {
    expect(fitImage({ aspect: 1.5, box: { width: 700, height: 250 }, viewport: { width: 844, height: 390 } })).toEqual({
      width: 375,
      height: 250,
    });
  });

  it('is never smaller than the thumbnail when the source is larger', () => {
    // A tiny box (landscape phone, caption below): the 342 px thumbnail wins, within the viewport.
    const input = { aspect: 1.5, box: { width: 600, height: 150 }, viewport: { width: 844, height: 390 }, thumb: { width: 342, height: 228 } };
    expect(fitImage({ ...input, sourceWidth: 1200 })).toEqual({ width: 342, height: 228 });
    // Still loading: the source is assumed larger, as PhotoSwipe does.
    expect(fitImage(input)).toEqual({ width: 342, height: 228 });
  });

  it('does not blow a small source up past its own width to match the thumbnail', () => {
    const input = { aspect: 1.5, box: { width: 600, height: 150 }, viewport: { width: 844, height: 390 }, thumb: { width: 342, height: 228 } };
    expect(fitImage({ ...input, sourceWidth: 300 })).toEqual({ width: 300, height: 200 });
    expect(fitImage({ ...input, sourceWidth: 200 })).toEqual({ width: 225, height: 150 });
  });

  it('keeps the thumbnail floor inside the viewport', () => {
    const input = { aspect: 1, box: { width: 300, height: 100 }, viewport: { width: 390, height: 200 }, thumb: { width: 380, height: 380 } };
    expect(fitImage(input)).toEqual({ width: 200, height: 200 });
  });

  it('gives no size before anything is measured', () => {
    expect(fitImage({ aspect: 1.5, box: { width: 0, height: 0 }, viewport: phone })).toBeNull();
    expect(fitImage({ aspect: Number.NaN, box: { width: 390, height: 600 }, viewport: phone })).toBeNull();
  });
});
