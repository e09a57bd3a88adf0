import { isValidEmail } from './email-rule';

describe('isValidEmail (theme-frontend.md §5)', () => {
  it.each(['ann@example.com', ' Ann.Lee+news@mail.example.co.uk ', "o'neil@ex-ample.org"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['a@b.c', 'ann@example', 'ann@-example.com', 'ann@exa..mple.com', 'ann..lee@example.com', 'ann example@x.com', '@example.com', 'ann@ex_ample.com'])(
    'refuses %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});
