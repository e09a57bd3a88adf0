// Unit tests: pure logic once in Node; components twice, under React 19 and under preact/compat.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
const shared = {
  transform: { '^.+\\.m?(t|j)sx?$': swc },
  // ESM-only packages must be transformed (DESIGN.md §10).
  transformIgnorePatterns: ['/node_modules/(?!(ky|jotai|preact|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)'],
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};
const preactAliases = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
};
module.exports = {
  // A hang guard, not a speed check: Jest's 5 s default failed tests that start a site on a busy 2-core
  // machine (coupon-throttle, 13 s). Tests wait for events; the ones that measure speed say so themselves.
  // Global, not per project: Jest ignores testTimeout inside `projects`.
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.ts'] },
    { ...shared, displayName: 'react', testEnvironment: 'jsdom', testMatch: ['<rootDir>/**/*.test.tsx'] },
    { ...shared, displayName: 'preact', testEnvironment: 'jsdom', testMatch: ['<rootDir>/**/*.test.tsx'], moduleNameMapper: preactAliases },
  ],
};
