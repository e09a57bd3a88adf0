import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('eacf7_refresh_math_captcha', () => {
  test('answers a new question for a math captcha field', async () => {
    const result = await site.action('eacf7_refresh_math_captcha', { tagname: 'quiz' });
    const html = (result.json as { data: string }).data;
    expect(html).toMatch(/<label class="cf7-math-captcha-question" for="quiz-answer">\d+ [+-] \d+ = <\/label>/);
    expect(html).toContain('name="quiz-first"');
    expect(html).toContain('name="quiz"');
  });

  test('the answer it asks for is checked by the step validation', async () => {
    const html = ((await site.action('eacf7_refresh_math_captcha', { tagname: 'quiz' })).json as { data: string }).data;
    const value = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1]!;
    const [first, operator, second] = [Number(value('quiz-first')), value('quiz-operator'), Number(value('quiz-second'))];
    const answer = String(operator === '+' ? first + second : first - second);
    const fields = { id: '5', validation_fields: ['quiz'], 'quiz-first': String(first), 'quiz-operator': operator, 'quiz-second': String(second) };
    expect((await site.action('eacf7_multistep_fields_validation', { ...fields, quiz: answer })).json).toMatchObject({ data: { is_valid: true } });
    expect((await site.action('eacf7_multistep_fields_validation', { ...fields, quiz: String(Number(answer) + 1) })).json).toMatchObject({
      data: { is_valid: false, invalid_fields: { quiz: { reason: 'Your answer is not correct.' } } },
    });
  });

  test('refuses a name that is no math captcha field', async () => {
    expect((await site.action('eacf7_refresh_math_captcha', { tagname: 'your-name' })).json).toEqual({ success: false, data: 'tagname: names no math captcha field' });
    expect((await site.action('eacf7_refresh_math_captcha', { tagname: '"><script>' })).json).toMatchObject({ success: false });
  });
});
