import { THEME_ACTIONS } from './index';

// Each parser is tested through its action, as the client applies it.
const parseAbSubjectId = THEME_ACTIONS.et_pb_ab_get_subject_id.parseAnswer;
const parseSubscribe = THEME_ACTIONS.et_pb_submit_subscribe_form.parseAnswer;
const parseUpdateStatsTable = () => THEME_ACTIONS.et_pb_update_stats_table.parseAnswer(undefined);

describe('et_pb_update_stats_table', () => {
  it('ignores the answer', () => {
    expect(parseUpdateStatsTable()).toBeNull();
  });
});

describe('et_pb_submit_subscribe_form', () => {
  it('reads success and error answers', () => {
    expect(parseSubscribe({ success: true })).toEqual({ success: true });
    expect(parseSubscribe({ success: 'Subscribed' })).toEqual({ success: 'Subscribed' });
    expect(parseSubscribe({ error: 'Invalid email' })).toEqual({ error: 'Invalid email' });
  });
  it('reads an empty answer as neither (the module then shows subscription_failed)', () => {
    expect(parseSubscribe(null)).toEqual({});
    expect(parseSubscribe('')).toEqual({});
    expect(parseSubscribe({})).toEqual({});
  });
  it('names what is wrong', () => {
    expect(() => parseSubscribe({ error: 42 })).toThrow('et_pb_submit_subscribe_form: error must be a string, got number');
    expect(() => parseSubscribe({ success: 1 })).toThrow('et_pb_submit_subscribe_form: success must be a string or boolean, got number');
    expect(() => parseSubscribe('ok')).toThrow('et_pb_submit_subscribe_form: answer must be an object, got string');
  });
});

describe('et_pb_ab_get_subject_id', () => {
  it('reads id (as text) and content', () => {
    expect(parseAbSubjectId({ id: 3, content: '<div>B</div>' })).toEqual({ id: '3', content: '<div>B</div>' });
  });
  it('refuses a missing id or content', () => {
    expect(() => parseAbSubjectId({ content: 'x' })).toThrow('et_pb_ab_get_subject_id: id must be a string, got undefined');
    expect(() => parseAbSubjectId({ id: '3' })).toThrow('et_pb_ab_get_subject_id: content must be a string, got undefined');
    expect(() => parseAbSubjectId([])).toThrow('et_pb_ab_get_subject_id: answer must be an object with id and content');
  });
});
