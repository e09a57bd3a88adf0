import { AB_RECORD_TYPES, abGoalCookieName } from './ab-testing';

describe('A/B testing contracts', () => {
  it('lists the six record types of the spec', () => {
    expect(AB_RECORD_TYPES).toEqual(['read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short']);
  });

  it('builds goal cookie names without separators between the ids', () => {
    expect(abGoalCookieName('click_goal', 12, 34, 5)).toBe('et_pb_ab_click_goal_12345');
  });
});
