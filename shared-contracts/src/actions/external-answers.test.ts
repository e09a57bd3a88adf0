import { parseCloudDriveFile, parseReverseGeocode } from './external-answers';

describe('parseCloudDriveFile', () => {
  const file = { id: '1AbC', name: 'cv.pdf', size: '2048', iconLink: 'https://drive-thirdparty.googleusercontent.com/16/type/application/pdf', webViewLink: 'https://drive.google.com/file/d/1AbC/view' };
  it('reads the record and the int64 size', () => {
    expect(parseCloudDriveFile(file)).toEqual({ ...file, size: 2048 });
  });
  it('names what is wrong', () => {
    expect(() => parseCloudDriveFile({ ...file, webViewLink: 'javascript:x' })).toThrow(/cloud drive upload: webViewLink must be an absolute http\(s\) URL/);
    expect(() => parseCloudDriveFile({ ...file, name: '' })).toThrow('cloud drive upload: name must not be empty');
  });
});

describe('parseReverseGeocode', () => {
  it('reads city, state, postcode and an upper-case country code', () => {
    expect(parseReverseGeocode({ address: { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', postcode: '69001', country_code: 'fr' } })).toEqual({
      city: 'Lyon',
      state: 'Auvergne-Rhône-Alpes',
      postcode: '69001',
      country_code: 'FR',
    });
  });
  it('falls back to town or village and leaves missing parts out', () => {
    expect(parseReverseGeocode({ address: { village: 'Gordes', country_code: 'fr' } })).toEqual({ city: 'Gordes', country_code: 'FR' });
  });
  it('needs an address object', () => {
    expect(() => parseReverseGeocode({ error: 'Unable to geocode' })).toThrow('reverse geocoding: address must be an object, got undefined');
  });
});
