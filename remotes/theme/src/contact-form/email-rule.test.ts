import { isValidEmail } from '@cms-mf/shared-contracts/rules';

// The contact form and the newsletter apply the shared rule (theme-frontend.md §5); this table is the theme's reading of it.
describe('e-mail rule as the theme forms apply it', () => {
  it.each([
    'ann@example.com',
    'ANN@EXAMPLE.COM',
    '  ann@example.com  ',
    'a@b.co',
    'ann.lee+news@mail.example.co.uk',
    "o'neil@ex-ample.org",
    'x_y-z@sub-1.example.travel',
    'n1@123.example',
  ])('accepts %j', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    'a@b.c',
    'a@bc',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@.example.com',
    'ann@example.com.',
    'ann@exa..mple.com',
    'ann@-example.com',
    'ann@example-.com',
    'ann@ex_ample.com',
    '.ann@example.com',
    'ann.@example.com',
    'ann..lee@example.com',
    'ann lee@example.com',
    'ann(lee)@example.com',
    'ann@exam ple.com',
    'ann@@example.com',
    '<ann@example.com>',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));
});
